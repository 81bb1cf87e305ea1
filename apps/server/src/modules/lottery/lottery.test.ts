import {
  maskPhone,
  adminLotteryPrizes,
  adminLotteryPrizeSave,
  FUND_RECORD_TYPES,
  lotteryDraw,
  lotteryPrizes,
  lotteryRecordsAll,
  lotteryRecordsUser,
  type CallRequest,
} from '@cloudmine/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';

import { newKey, refusal, refusalCounts } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

type PrizeInput = Omit<CallRequest<typeof adminLotteryPrizeSave>, 'reason'>;

describeOnEngines('lottery', (t) => {
  let operatorToken: string;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
  });

  const admin = () => t.client({ token: operatorToken });
  const names = (en: string) => ({ en, zh: `${en} zh`, bd: '' });

  /** Replaces the board with these prizes; answers their ids in order. */
  async function board(prizes: PrizeInput[]): Promise<number[]> {
    await t.services.db.updateTable('lottery_prizes').set({ active: 0 }).execute();
    const ids: number[] = [];
    for (const prize of prizes)
      ids.push((await admin().call(adminLotteryPrizeSave, { ...prize, reason: 'test board' })).id);
    return ids;
  }

  async function postings(memberId: number) {
    return t.services.db
      .selectFrom('ledger_entries')
      .select(['type', 'wallet_kind', 'amount_minor', 'reference_kind', 'reference_id'])
      .where('member_id', '=', memberId)
      .where('type', 'in', [14, 15, 16])
      .orderBy('id')
      .execute();
  }

  describe('operator prizes', () => {
    it('adds and changes prizes with names, kind, amount, weight and stock, audited', async () => {
      const created = await admin().call(adminLotteryPrizeSave, {
        names: names('Ten dollars'),
        kind: 'balance',
        amount: '10.50',
        weight: 3,
        stock: 5,
        imageUrl: '/images/prize-cash.svg',
        sortOrder: 2,
        reason: 'new prize',
      });
      expect(created).toMatchObject({
        names: { en: 'Ten dollars', zh: 'Ten dollars zh', bd: '' },
        kind: 'balance',
        amountMinor: 10_50,
        points: 0,
        weight: 3,
        stock: 5,
        active: true,
        drawn: 0,
      });
      const changed = await admin().call(adminLotteryPrizeSave, {
        id: created.id,
        names: names('Fifty points'),
        kind: 'points',
        amount: '50',
        weight: 0,
        stock: null,
        active: false,
        reason: 'change',
      });
      expect(changed).toMatchObject({
        kind: 'points',
        points: 50,
        amountMinor: 0,
        stock: null,
        active: false,
      });
      const listed = await admin().call(adminLotteryPrizes, {});
      expect(listed.items.find((p) => p.id === created.id)?.names.en).toBe('Fifty points');
      const audit = await t.services.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_kind', '=', 'lottery_prize')
        .where('target_id', '=', String(created.id))
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['lottery.prize_create', 'lottery.prize_update']);
    });

    it('refuses bad amounts, unknown prizes and operators without catalogue rights', async () => {
      const base = { names: names('X'), weight: 1, reason: 'test' };
      expect(
        await refusal(admin().call(adminLotteryPrizeSave, { ...base, kind: 'balance', amount: '1.234' })),
      ).toBe('parameter_error');
      expect(
        await refusal(admin().call(adminLotteryPrizeSave, { ...base, kind: 'balance', amount: '0' })),
      ).toBe('parameter_error');
      expect(
        await refusal(admin().call(adminLotteryPrizeSave, { ...base, kind: 'points', amount: '1.5' })),
      ).toBe('enter_integer');
      expect(
        await refusal(admin().call(adminLotteryPrizeSave, { ...base, kind: 'nothing', weight: -1 })),
      ).toBe('parameter_error');
      expect(
        await refusal(admin().call(adminLotteryPrizeSave, { ...base, id: 999_999, kind: 'nothing' })),
      ).toBe('not_found');
      expect(
        await refusal(
          admin().call(adminLotteryPrizeSave, { ...base, kind: 'nothing', imageUrl: 'javascript:alert(1)' }),
        ),
      ).toBe('parameter_error');
      const support = await t.newOperator('support');
      expect(await refusal(t.client({ token: support.token }).call(adminLotteryPrizes, {}))).toBe(
        'permission_denied',
      );
    });
  });

  it('shows the board in display order in the member’s language, with the cost and their points', async () => {
    const ids = await board([
      { names: names('Second'), kind: 'nothing', weight: 1, sortOrder: 2 },
      { names: names('First'), kind: 'points', amount: '20', weight: 1, sortOrder: 1, imageUrl: '/p.svg' },
    ]);
    const m = await t.newMember({ points: 321, language: 'zh' });
    const answer = await t.client({ token: m.token }).call(lotteryPrizes, {});
    expect(answer).toEqual({
      costPoints: 100,
      points: 321,
      prizes: [
        { id: ids[1], name: 'First zh', kind: 'points', points: 20, amountMinor: 0, imageUrl: '/p.svg' },
        { id: ids[0], name: 'Second zh', kind: 'nothing', points: 0, amountMinor: 0, imageUrl: '' },
      ],
    });
    // A missing translation falls back to English.
    const bd = await t.newMember({ language: 'bd' });
    expect((await t.client({ token: bd.token }).call(lotteryPrizes, {})).prizes.map((p) => p.name)).toEqual([
      'First',
      'Second',
    ]);
  });

  it('spends points (14) and pays points (15) in one transaction, once per key', async () => {
    // Worth more than a draw costs, so limited: a promotion with a budget (docs/economics.md).
    const [prizeId] = await board([
      { names: names('Points'), kind: 'points', amount: '250', weight: 1, stock: 1_000 },
    ]);
    const m = await t.newMember({ points: 150 });
    const client = t.client({ token: m.token });
    const key = newKey();
    const result = await client.call(lotteryDraw, { idempotencyKey: key });
    expect(result).toMatchObject({
      prize: { id: prizeId, kind: 'points', points: 250 },
      costPoints: 100,
      pointsBalance: 300,
    });
    expect(await client.call(lotteryDraw, { idempotencyKey: key })).toEqual(result);
    expect(await postings(m.id)).toEqual([
      {
        type: 14,
        wallet_kind: 'points',
        amount_minor: -100,
        reference_kind: 'lottery_draw',
        reference_id: String(result.drawId),
      },
      {
        type: 15,
        wallet_kind: 'points',
        amount_minor: 250,
        reference_kind: 'lottery_draw',
        reference_id: String(result.drawId),
      },
    ]);
  });

  it('pays a balance prize (16), and a "nothing" prize only spends', async () => {
    await board([{ names: names('Cash'), kind: 'balance', amount: '2.50', weight: 1, stock: 1_000 }]);
    const m = await t.newMember({ points: 200 });
    const client = t.client({ token: m.token });
    expect(await client.call(lotteryDraw, { idempotencyKey: newKey() })).toMatchObject({
      prize: { kind: 'balance', amountMinor: 2_50 },
      pointsBalance: 100,
      balanceMinor: 2_50,
    });
    await board([{ names: names('Thanks'), kind: 'nothing', weight: 1 }]);
    expect(await client.call(lotteryDraw, { idempotencyKey: newKey() })).toMatchObject({
      prize: { kind: 'nothing' },
      pointsBalance: 0,
      balanceMinor: 2_50,
    });
    expect((await postings(m.id)).map((p) => [p.type, p.wallet_kind, p.amount_minor])).toEqual([
      [14, 'points', -100],
      [16, 'balance', 2_50],
      [14, 'points', -100],
    ]);
    expect(FUND_RECORD_TYPES.balance_won_lottery).toBe(16);
  });

  it('refuses without enough points, and rolls back the prize’s stock with the draw', async () => {
    const [limited] = await board([
      {
        names: names('Rare'),
        kind: 'balance',
        amount: '1',
        weight: 1,
        stock: 1,
      },
    ]);
    const m = await t.newMember({ points: 99 });
    expect(await refusal(t.client({ token: m.token }).call(lotteryDraw, { idempotencyKey: newKey() }))).toBe(
      'insufficient_lottery_points',
    );
    const row = await t.services.db
      .selectFrom('lottery_prizes')
      .select('stock')
      .where('id', '=', limited ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.stock).toBe(1);
    expect(await postings(m.id)).toEqual([]);
  });

  it('takes limited prizes out of the draw when their stock runs out, and fails with nothing left', async () => {
    const [rare] = await board([
      { names: names('Rare'), kind: 'points', amount: '1', weight: 1000, stock: 2 },
    ]);
    const m = await t.newMember({ points: 1_000 });
    const client = t.client({ token: m.token });
    for (let i = 0; i < 2; i += 1) {
      expect((await client.call(lotteryDraw, { idempotencyKey: newKey() })).prize.id).toBe(rare);
    }
    expect(await refusal(client.call(lotteryDraw, { idempotencyKey: newKey() }))).toBe('lottery_failed');
    // With a consolation prize on the board, the sold-out prize is never drawn again.
    const consolation = (
      await admin().call(adminLotteryPrizeSave, {
        names: names('Thanks'),
        kind: 'nothing',
        weight: 1,
        reason: 'test',
      })
    ).id;
    for (let i = 0; i < 3; i += 1) {
      expect((await client.call(lotteryDraw, { idempotencyKey: newKey() })).prize.id).toBe(consolation);
    }
    // An empty board fails too, spending nothing.
    await board([]);
    expect(await refusal(client.call(lotteryDraw, { idempotencyKey: newKey() }))).toBe('lottery_failed');
    expect((await client.call(lotteryPrizes, {})).points).toBe(1_000 - 5 * 100 + 2);
  });

  it('lists everyone’s recent wins with masked phones, and the member’s own draws by cursor', async () => {
    await board([{ names: names('Gold'), kind: 'balance', amount: '0.01', weight: 1 }]);
    const winner = await t.newMember({ points: 300 });
    const wc = t.client({ token: winner.token });
    await wc.call(lotteryDraw, { idempotencyKey: newKey() });
    await wc.call(lotteryDraw, { idempotencyKey: newKey() });
    await board([{ names: names('Nothing'), kind: 'nothing', weight: 1 }]);
    await wc.call(lotteryDraw, { idempotencyKey: newKey() });

    const other = await t.newMember();
    const wins = await t.client({ token: other.token }).call(lotteryRecordsAll, { limit: 2 });
    expect(wins.items).toHaveLength(2);
    for (const win of wins.items) {
      expect(win).toMatchObject({
        phone: maskPhone(winner.phone),
        prizeName: 'Gold',
        kind: 'balance',
        amountMinor: 1,
      });
      expect(win.phone).not.toContain(winner.phone.slice(3, 7));
    }
    const mine = await wc.call(lotteryRecordsUser, { limit: 2 });
    expect(mine.items.map((r) => [r.prizeName, r.kind, r.costPoints])).toEqual([
      ['Nothing', 'nothing', 100],
      ['Gold', 'balance', 100],
    ]);
    const rest = await wc.call(lotteryRecordsUser, { limit: 2, cursor: mine.nextCursor ?? '' });
    expect(rest.items.map((r) => r.prizeName)).toEqual(['Gold']);
    expect((await t.client({ token: other.token }).call(lotteryRecordsUser, {})).items).toEqual([]);
    expect(maskPhone('01712345678')).toBe('017****5678');
  });

  it('spends exactly 10 draws’ points when 100 draws race on points for 10', async () => {
    await board([
      { names: names('Thanks'), kind: 'nothing', weight: 5 },
      { names: names('Cash'), kind: 'balance', amount: '0.10', weight: 5, stock: 1_000 },
    ]);
    const m = await t.newMember({ points: 10 * 100 });
    const client = t.client({ token: m.token });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => client.call(lotteryDraw, { idempotencyKey: newKey() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refusalCounts(results)).toEqual({ insufficient_lottery_points: 90 });
    const spent = (await postings(m.id)).filter((p) => p.type === 14);
    expect(spent).toHaveLength(10);
    const draws = await t.services.db
      .selectFrom('lottery_draws')
      .select('kind')
      .where('member_id', '=', m.id)
      .execute();
    expect(draws).toHaveLength(10);
    const cashWon = draws.filter((d) => d.kind === 'balance').length;
    const cash = await t.services.db
      .selectFrom('lottery_prizes')
      .select('stock')
      .where('stock', 'is not', null)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(cash.stock).toBe(1_000 - cashWon);
    expect((await client.call(lotteryPrizes, {})).points).toBe(0);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });

  it('never hands out more of a limited prize than its stock under 30 parallel draws', async () => {
    const [rare, consolation] = await board([
      { names: names('Rare'), kind: 'points', amount: '5', weight: 1_000_000, stock: 3 },
      { names: names('Thanks'), kind: 'nothing', weight: 1 },
    ]);
    const members = await Promise.all(Array.from({ length: 30 }, () => t.newMember({ points: 100 })));
    const results = await Promise.allSettled(
      members.map((m) => t.client({ token: m.token }).call(lotteryDraw, { idempotencyKey: newKey() })),
    );
    const prizes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.prize.id] : []));
    expect(prizes).toHaveLength(30);
    expect(prizes.filter((id) => id === rare)).toHaveLength(3);
    expect(prizes.filter((id) => id === consolation)).toHaveLength(27);
    const row = await t.services.db
      .selectFrom('lottery_prizes')
      .select('stock')
      .where('id', '=', rare ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.stock).toBe(0);
  });

  it('refuses a board whose unlimited prizes pay more than a draw costs, and keeps the old one', async () => {
    const [kept] = await board([{ names: names('Thanks'), kind: 'nothing', weight: 3 }]);
    const generous = { names: names('Jackpot'), kind: 'balance' as const, amount: '3.50', weight: 1 };
    // 1 in 4 draws wins $3.50 = 350 points: 87.5 points a draw, under the cost of 100.
    const { id: fair } = await admin().call(adminLotteryPrizeSave, { ...generous, reason: 'fair' });
    // At 1 in 2 it is 175 points a draw: buy points, draw, repeat.
    expect(
      await refusal(admin().call(adminLotteryPrizeSave, { ...generous, weight: 3, reason: 'too generous' })),
    ).toBe('setting_lottery_over_cost');
    const active = await t.services.db
      .selectFrom('lottery_prizes')
      .select(['id', 'weight'])
      .where('active', '=', 1)
      .orderBy('id')
      .execute();
    expect(active).toEqual([
      { id: kept, weight: 3 },
      { id: fair, weight: 1 },
    ]);
  });
});
