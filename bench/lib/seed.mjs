// Prepares a database for a load run, in its own process, with the built server's own migrations
// and settings: many members with money on the ledger (written in bulk, double-entry and
// reconcilable), live sessions, bank cards and a fund password for withdrawals, and a mining
// product with ample stock. Prints the tokens and ids as one JSON line into a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { hashPassword } from '../../apps/server/dist/modules/accounts/passwords.js';
import { hashToken, newToken } from '../../apps/server/dist/platform/auth/tokens.js';
import { FUND_PASSWORD } from './seed-constants.mjs';
import { openServices } from './server-services.mjs';

const [count, balanceMinor, outFile] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const CHUNK = 500;
const { db, services, close } = await openServices();
// Withdrawals all day, as often as the load needs, within one transaction's reach.
for (const [key, value] of [
  ['withdraw.daily_count', 1000],
  ['withdraw.max_minor', 100_000_00],
  ['withdraw.min_minor', 1_00],
]) {
  await services.settings.set(db, key, value);
}

const now = new Date();
const at = now.toISOString();
const today = at.slice(0, 10);
const passwordHash = await hashPassword('bench-password');
const fundHash = await hashPassword(FUND_PASSWORD);
const chunks = (items) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const ids = [];
const tokens = [];
await db.transaction().execute(async (trx) => {
  const { id: bankId } = await trx
    .insertInto('banks')
    .values({ name: 'Bench Bank', enabled: 1, sort_order: 0, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await trx
    .insertInto('mining_products')
    .values({
      texts_json: JSON.stringify({ name: { en: 'Bench miner' }, description: { en: 'load test' } }),
      image_urls_json: '[]',
      price_minor: 10_00,
      daily_income_minor: 10,
      term_days: 30,
      // Slots refill from the reserve in batches (apps/server/src/modules/mall/mall-stock-repository.ts).
      reserve_stock: 100_000_000,
      max_per_member: null,
      required_vip_level: 0,
      prerequisite_product_id: null,
      on_sale: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  process.env.BENCH_PRODUCT_ID = String(product.id);

  for (const slice of chunks(Array.from({ length: count }, (_, i) => i))) {
    const members = await trx
      .insertInto('members')
      .values(
        slice.map((i) => ({
          phone: `019${String(i).padStart(8, '0')}`,
          password_hash: passwordHash,
          fund_password_hash: fundHash,
          nickname: `Bench ${i}`,
          invitation_code: `B${String(i).padStart(7, '0')}`,
          inviter_id: null,
          upline2_id: null,
          upline3_id: null,
          language: 'en',
          identity_verified: 1,
          ban_reason: null,
          banned_at: null,
          registered_on: today,
          created_at: at,
          last_login_at: null,
        })),
      )
      .returning('id')
      .execute();
    const memberIds = members.map((m) => m.id);
    ids.push(...memberIds);
    const wallets = await trx
      .insertInto('wallets')
      .values(
        memberIds.flatMap((id) => [
          { member_id: id, kind: 'balance', balance_minor: balanceMinor },
          { member_id: id, kind: 'team_balance', balance_minor: 0 },
          { member_id: id, kind: 'points', balance_minor: 10_000_000 },
        ]),
      )
      .returning(['id', 'member_id', 'kind', 'balance_minor'])
      .execute();
    // One admin top-up transfer per funded wallet: the member leg and its counter-leg.
    for (const wallet of wallets.filter((w) => w.balance_minor > 0)) {
      const unit = wallet.kind === 'points' ? 'points' : 'usd';
      const { id: transferId } = await trx
        .insertInto('ledger_transfers')
        .values({
          type: 3,
          reference_kind: 'bench',
          reference_id: String(wallet.member_id),
          memo: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const common = {
        transfer_id: transferId,
        type: 3,
        reference_kind: 'bench',
        reference_id: String(wallet.member_id),
        created_at: at,
        unit,
      };
      await trx
        .insertInto('ledger_entries')
        .values([
          {
            ...common,
            wallet_id: wallet.id,
            member_id: wallet.member_id,
            wallet_kind: wallet.kind,
            platform_account: null,
            amount_minor: wallet.balance_minor,
            balance_after_minor: wallet.balance_minor,
          },
          {
            ...common,
            wallet_id: null,
            member_id: null,
            wallet_kind: null,
            platform_account: 'admin_adjustments',
            amount_minor: -wallet.balance_minor,
            balance_after_minor: null,
          },
        ])
        .execute();
    }
    await trx
      .insertInto('bank_cards')
      .values(
        memberIds.map((id, index) => ({
          member_id: id,
          method: 'bank',
          holder_name: 'Bench Holder',
          phone: `019${String(slice[index]).padStart(8, '0')}`,
          bank_id: bankId,
          bank_name: 'Bench Bank',
          account: `99${String(id).padStart(12, '0')}`,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const sessionTokens = memberIds.map(() => newToken());
    tokens.push(...sessionTokens);
    await trx
      .insertInto('member_sessions')
      .values(
        memberIds.map((id, index) => ({
          token_hash: hashToken(sessionTokens[index]),
          member_id: id,
          created_at: at,
          expires_at: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
          revoked_at: null,
          public_id: randomBytes(16).toString('hex'),
          ip: '127.0.0.1',
          user_agent: 'bench',
        })),
      )
      .execute();
  }
});
await close();
fs.writeFileSync(
  outFile,
  JSON.stringify({ tokens, memberIds: ids, productId: Number(process.env.BENCH_PRODUCT_ID) }),
);
process.stdout.write('{"ok":true}\n');
