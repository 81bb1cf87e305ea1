import { toPoints, toMinor, FUND_RECORD_TYPES, memoText } from '@cloudmine/api';
import type { Services } from '../app/services.js';
import { businessDate } from '../platform/business-time.js';
import { inTransaction } from '../platform/db/transaction.js';
import {
  findMemberByPhone,
  hashPassword,
  insertMember,
  setMemberFlags,
  type MemberRow,
} from '../modules/accounts/index.js';
import type { DemoCredentials } from './demo-seed.js';

/** Development defaults, printed at start; production refuses DEMO_SEED. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PHONE = '01712345678';
const DEMO_INVITATION_CODE = 'DEMO88';

const TEAM = [
  { phone: '01711111111', code: 'LEAD01', inviter: null, nickname: 'Team Leader' },
  { phone: DEMO_PHONE, code: DEMO_INVITATION_CODE, inviter: '01711111111', nickname: 'Demo Miner' },
  { phone: '01812345601', code: 'FRND01', inviter: DEMO_PHONE, nickname: 'Friend One' },
  { phone: '01812345602', code: 'FRND02', inviter: DEMO_PHONE, nickname: 'Friend Two' },
  { phone: '01912345603', code: 'FRND03', inviter: '01812345601', nickname: 'Friend Three' },
  { phone: '01912345604', code: 'FRND04', inviter: '01912345603', nickname: 'Friend Four' },
] as const;

export async function seedAccounts(services: Services): Promise<{
  created: boolean;
  credentials: Omit<DemoCredentials, 'operator'>;
  members: Map<string, number>;
}> {
  const { db, clock, ledger, settings } = services;
  const credentials = { phone: DEMO_PHONE, password: DEMO_PASSWORD, invitationCode: DEMO_INVITATION_CODE };
  const existing = await findMemberByPhone(db, DEMO_PHONE);
  if (existing) return { created: false, credentials, members: new Map() };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const timeZone = await settings.get('business.time_zone');
  const members = new Map<string, number>();
  await inTransaction(db, async (trx) => {
    for (const person of TEAM) {
      const inviter: MemberRow | undefined = person.inviter
        ? await findMemberByPhone(trx, person.inviter)
        : undefined;
      const id = await insertMember(trx, {
        phone: person.phone,
        passwordHash,
        nickname: person.nickname,
        invitationCode: person.code,
        inviter: inviter ?? null,
        language: 'en',
        registeredOn: businessDate(now, timeZone),
        createdAt: now.toISOString(),
      });
      members.set(person.phone, id);
      await ledger.openWallets(trx, id);
      await ledger.post(trx, {
        memberId: id,
        wallet: 'balance',
        amount: toMinor(100),
        type: FUND_RECORD_TYPES.welcome_bonus,
        counterAccount: 'promotions',
        reference: { kind: 'registration', id },
      });
    }
    const demoId = members.get(DEMO_PHONE) ?? 0;
    await setMemberFlags(trx, demoId, { vip_level: 1, identity_verified: 1 });
    // The demo member's wallets, topped up by an operator so every page has something to show.
    const topUps = [
      { leg: { wallet: 'balance', amount: toMinor(500_00) }, id: 'top_up', memo: memoText('demoFunds') },
      { leg: { wallet: 'points', amount: toPoints(1_000) }, id: 'points', memo: memoText('demoFunds') },
      { leg: { wallet: 'team_balance', amount: toMinor(25_00) }, id: 'team', memo: memoText('demoFunds') },
    ] as const;
    for (const { leg, id, memo } of topUps) {
      await ledger.post(trx, {
        memberId: demoId,
        ...leg,
        type: FUND_RECORD_TYPES.admin_top_up,
        counterAccount: 'admin_adjustments',
        reference: { kind: 'demo_seed', id },
        memo,
      });
    }
  });
  return { created: true, credentials, members };
}
