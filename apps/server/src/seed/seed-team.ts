import { FUND_RECORD_TYPES, maskPhone, toMinor, memoText } from '@cloudmine/api';
import type { Services } from '../app/services.js';
import { businessDate } from '../platform/business-time.js';
import { inTransaction, type Trx } from '../platform/db/transaction.js';
import { findMemberByPhone, hashPassword, insertMember } from '../modules/accounts/index.js';
import { insertEvent } from '../modules/bargain/index.js';
import { cheapestOpenProduct } from '../modules/mall/index.js';
import { invariant } from '../platform/errors.js';
import { DEMO_PASSWORD, DEMO_PHONE } from './seed-accounts.js';

/**
 * The demo member's team made interesting: three levels, some members recharged (which pays the
 * demo member invite bonus points for direct invitees), some activated, rebates in the team
 * income, and live bargains — one of the demo member's, one of their upline's to cut.
 */
const LEVEL_ONE = ['01611000001', '01611000002', '01611000003', '01611000004', '01611000005'];
const LEVEL_TWO = ['01622000001', '01622000002', '01622000003', '01622000004'];
const LEVEL_THREE = ['01633000001', '01633000002', '01633000003'];
/** Of the members above and the account seed's friends: who recharged, who invested. */
const RECHARGED = ['01812345601', '01611000001', '01611000002', '01622000001', '01633000001'];
const ACTIVATED = ['01812345601', '01611000001', '01622000001'];

export async function seedTeam(services: Services, seeded: Map<string, number>): Promise<void> {
  const { db, clock, ledger, settings, events } = services;
  const demoId = seeded.get(DEMO_PHONE);
  const leaderId = seeded.get('01711111111');
  if (demoId === undefined || leaderId === undefined) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const timeZone = await settings.get('business.time_zone');
  const ids = new Map(seeded);

  await inTransaction(db, async (trx) => {
    const add = async (phone: string, inviterPhone: string, daysAgo: number) => {
      const inviter = await findMemberByPhone(trx, inviterPhone);
      invariant(inviter, `the demo team's inviter ${inviterPhone} is seeded first`);
      const joined = new Date(now.getTime() - daysAgo * 86_400_000);
      const id = await insertMember(trx, {
        phone,
        passwordHash,
        nickname: `Miner ${phone.slice(-4)}`,
        invitationCode: `T${phone.slice(3, 5)}${phone.slice(-3)}`,
        inviter,
        language: 'en',
        registeredOn: businessDate(joined, timeZone),
        createdAt: joined.toISOString(),
      });
      await ledger.openWallets(trx, id);
      ids.set(phone, id);
    };
    for (const [i, phone] of LEVEL_ONE.entries()) await add(phone, DEMO_PHONE, 20 - i * 3);
    for (const [i, phone] of LEVEL_TWO.entries()) await add(phone, LEVEL_ONE[i % 2] ?? DEMO_PHONE, 9 - i);
    for (const [i, phone] of LEVEL_THREE.entries()) await add(phone, LEVEL_TWO[i % 2] ?? DEMO_PHONE, 4 - i);

    let rechargeId = 0;
    for (const phone of RECHARGED) {
      const memberId = ids.get(phone);
      if (memberId === undefined) continue;
      rechargeId += 1;
      const amountMinor = 50_00 * rechargeId;
      await ledger.post(trx, {
        memberId,
        wallet: 'balance',
        amount: toMinor(amountMinor),
        type: FUND_RECORD_TYPES.recharge,
        counterAccount: 'recharge_clearing',
        reference: { kind: 'demo_recharge', id: rechargeId },
      });
      // As the wallet module does: inviters earn their invite bonus points here.
      await events.emit(trx, 'recharge.credited', { memberId, rechargeId, amountMinor, first: true });
    }
    for (const phone of ACTIVATED) {
      const memberId = ids.get(phone);
      if (memberId === undefined) continue;
      await events.emit(trx, 'investment.made', {
        memberId,
        kind: 'mining',
        referenceId: memberId,
        amountMinor: 100_00,
        first: true,
      });
    }
    await seedRebates(trx, services, demoId, ids);
  });

  await seedBargains(services, { demoId, leaderId, ids });
}

/** Team income as the earning module pays it: type 7 credited to the team balance. */
async function seedRebates(trx: Trx, services: Services, demoId: number, ids: Map<string, number>) {
  const rebates: Array<[string, number, 1 | 2 | 3]> = [
    ['01812345601', 5_00, 1],
    ['01611000001', 3_20, 1],
    ['01622000001', 1_50, 2],
    ['01633000001', 80, 3],
    ['01611000002', 2_40, 1],
  ];
  for (const [phone, amount, level] of rebates) {
    if (!ids.has(phone)) continue;
    await services.ledger.post(trx, {
      memberId: demoId,
      wallet: 'team_balance',
      amount: toMinor(amount),
      type: FUND_RECORD_TYPES.team_rebate,
      counterAccount: 'rebates',
      reference: { kind: 'demo_rebate', id: phone },
      memo: memoText('teamRebateFrom', { level, phone: maskPhone(phone) }),
    });
  }
}

async function seedBargains(
  services: Services,
  team: { demoId: number; leaderId: number; ids: Map<string, number> },
): Promise<void> {
  const { db, clock, bargain } = services;
  // The cheapest machine anyone may buy: the bargain is for newcomers.
  const product = await cheapestOpenProduct(db);
  if (!product) return;
  const eventId = await insertEvent(db, {
    product_id: product.id,
    titles_json: JSON.stringify({
      en: 'Bargain: Starter miner',
      zh: '砍价：入门矿机',
      bd: 'দর কষাকষি: স্টার্টার মাইনার',
    }),
    original_price_minor: product.price_minor,
    floor_price_minor: toMinor(Math.max(1, Math.floor(product.price_minor / 5))),
    cuts_required: 5,
    active: 1,
    created_at: clock.now().toISOString(),
  });
  const own = await bargain.start(team.demoId, eventId, 'en');
  for (const phone of ['01812345601', '01611000001']) {
    const cutter = team.ids.get(phone);
    if (cutter !== undefined) await bargain.cut(cutter, own.id, 'en');
  }
  // The team leader's bargain, for the demo member (their level one) to cut.
  await bargain.start(team.leaderId, eventId, 'en');
}
