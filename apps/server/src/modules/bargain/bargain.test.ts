import {
  toMinor,
  adminBargainEventsCreate,
  adminBargainEventsList,
  adminBargainEventsSetActive,
  type ApiError,
  bargainBuy,
  bargainCut,
  bargainCuttable,
  bargainDetail,
  bargainEvents,
  bargainMine,
  bargainStart,
  FUND_RECORD_TYPES,
  mallPurchase,
} from '@cloudmine/api';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { createSession } from '../accounts/index.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { memberRow, type TestMember } from '../../test-support/factories.js';
import { createMiningProduct } from '../../test-support/earning.js';
import { refusal, newKey } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

const DAY_MS = 86_400_000;

describeOnEngines('bargaining', (t) => {
  let operatorToken: string;
  let productId: number;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
    productId = (await createMiningProduct(t, operatorToken, { price: '1000' })).id;
  });

  const defaults = {
    'bargain.open': true,
    'bargain.ends_at': '',
    'bargain.min_vip_level': 0,
    'bargain.registered_today_only': false,
    'bargain.max_per_member': 1,
    'bargain.duration_hours': 24,
    'bargain.subordinate_levels': 3,
    'bargain.requires_machine': false,
  } as const;
  beforeEach(async () => {
    for (const [key, value] of Object.entries(defaults)) {
      await t.services.settings.set(t.services.db, key as keyof typeof defaults, value);
    }
  });

  async function createEvent(
    overrides: {
      originalPrice?: string;
      floorPrice?: string;
      cutsRequired?: number;
      productId?: number;
    } = {},
  ) {
    return t.client({ token: operatorToken }).call(adminBargainEventsCreate, {
      productId,
      titles: { en: 'S19 miner', zh: 'S19 矿机', bd: 'S19 মাইনার' },
      originalPrice: '100',
      floorPrice: '10',
      cutsRequired: 5,
      reason: 'November promotion',
      ...overrides,
    });
  }

  async function below(upline: TestMember): Promise<TestMember> {
    return t.newMember({ inviter: await memberRow(t.services, upline.id) });
  }

  /** An initiator with a three-level team: two members at level one, one at level two and three. */
  async function team() {
    const initiator = await t.newMember();
    const first = await below(initiator);
    const second = await below(initiator);
    const levelTwo = await below(first);
    const levelThree = await below(levelTwo);
    return { initiator, first, second, levelTwo, levelThree };
  }

  const as = (member: TestMember) => t.client({ token: member.token });

  describe('events and starting', () => {
    it('lists open events in the member’s language and starts a bargain at the original price', async () => {
      const event = await createEvent();
      const member = await t.newMember({ language: 'zh' });
      const listed = await as(member).call(bargainEvents, {});
      expect(listed).toMatchObject({
        open: true,
        endsAt: null,
        minVipLevel: 0,
        registeredTodayOnly: false,
        needsMachine: false,
      });
      expect(listed.events.find((e) => e.id === event.id)).toEqual({
        id: event.id,
        productId,
        title: 'S19 矿机',
        imageUrl: '/images/miner.svg',
        originalPriceMinor: 100_00,
        floorPriceMinor: 10_00,
        cutsRequired: 5,
        myBargainId: null,
      });
      const bargain = await as(member).call(bargainStart, { eventId: event.id });
      expect(bargain).toMatchObject({
        eventId: event.id,
        productId,
        title: 'S19 矿机',
        initiator: `${member.phone.slice(0, 3)}****${member.phone.slice(-4)}`,
        priceMinor: 100_00,
        floorPriceMinor: 10_00,
        cutsMade: 0,
        status: 'open',
        mine: true,
        cutByMe: false,
        orderId: null,
        cuts: [],
      });
      expect(Date.parse(bargain.expiresAt) - t.clock.now().getTime()).toBe(DAY_MS);
      const again = await as(member).call(bargainEvents, {});
      expect(again.events.find((e) => e.id === event.id)?.myBargainId).toBe(bargain.id);
    });

    it('refuses to start when closed, ended, on a wrong or closed event, below the level, or past the limit', async () => {
      const event = await createEvent();
      const member = await t.newMember();
      const start = (eventId = event.id) => as(member).call(bargainStart, { eventId });

      await t.services.settings.set(t.services.db, 'bargain.open', false);
      expect(await refusal(start())).toBe('bargain_not_open');
      expect((await as(member).call(bargainEvents, {})).open).toBe(false);
      await t.services.settings.set(t.services.db, 'bargain.open', true);

      await t.services.settings.set(
        t.services.db,
        'bargain.ends_at',
        new Date(t.clock.now().getTime() - 1000).toISOString(),
      );
      expect(await refusal(start())).toBe('bargain_ended');
      await t.services.settings.set(t.services.db, 'bargain.ends_at', '');

      expect(await refusal(start(999_999))).toBe('bargain_event_id_wrong');

      const closed = await createEvent();
      await t.client({ token: operatorToken }).call(adminBargainEventsSetActive, {
        eventId: closed.id,
        active: false,
        reason: 'sold out',
      });
      expect(await refusal(start(closed.id))).toBe('bargain_not_open');
      expect((await as(member).call(bargainEvents, {})).events.map((e) => e.id)).not.toContain(closed.id);

      await t.services.settings.set(t.services.db, 'bargain.min_vip_level', 1);
      expect(await refusal(start())).toBe('bargain_level');
      await t.services.db.updateTable('members').set({ vip_level: 1 }).where('id', '=', member.id).execute();
      await start();
      expect(await refusal(start())).toBe('bargain_limit_reached');
      await t.services.settings.set(t.services.db, 'bargain.max_per_member', 2);
      await start();
      expect(await refusal(start())).toBe('bargain_limit_reached');
    });

    it('says a machine must be bought first before refusing the start for it, and not once one is', async () => {
      const event = await createEvent();
      const member = await t.newMember({ balanceMinor: 1000_00 });
      await t.services.settings.set(t.services.db, 'bargain.requires_machine', true);
      expect((await as(member).call(bargainEvents, {})).needsMachine).toBe(true);
      expect(await refusal(as(member).call(bargainStart, { eventId: event.id }))).toBe('no_related_products');

      await as(member).call(mallPurchase, { productId, quantity: 1, idempotencyKey: newKey() });
      expect((await as(member).call(bargainEvents, {})).needsMachine).toBe(false);
      await as(member).call(bargainStart, { eventId: event.id });
    });

    it('lets concurrent starts past the limit never exceed it', async () => {
      const event = await createEvent();
      const member = await t.newMember();
      await t.services.settings.set(t.services.db, 'bargain.max_per_member', 3);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => as(member).call(bargainStart, { eventId: event.id })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as ApiError).key).toBe('bargain_limit_reached');
      }
      expect((await as(member).call(bargainMine, {})).items).toHaveLength(3);
    });
  });

  describe('cutting', () => {
    it('lets each subordinate of three levels cut once, down to the floor and never below', async () => {
      const event = await createEvent({ originalPrice: '100', floorPrice: '10', cutsRequired: 4 });
      const { initiator, first, second, levelTwo, levelThree } = await team();
      const bargain = await as(initiator).call(bargainStart, { eventId: event.id });

      let price = bargain.priceMinor;
      const cutters = [first, levelTwo, levelThree, second];
      for (const [index, cutter] of cutters.entries()) {
        const { cutMinor, bargain: after } = await as(cutter).call(bargainCut, { bargainId: bargain.id });
        expect(cutMinor).toBeGreaterThan(0);
        expect(after.priceMinor).toBe(price - cutMinor);
        expect(after.cutByMe).toBe(true);
        expect(after.mine).toBe(false);
        expect(after.cuts[0]).toMatchObject({
          maskedPhone: `${cutter.phone.slice(0, 3)}****${cutter.phone.slice(-4)}`,
          amountMinor: cutMinor,
        });
        expect(after.cutsMade).toBe(index + 1);
        price = after.priceMinor;
      }
      const done = await as(initiator).call(bargainDetail, { bargainId: bargain.id });
      expect(done).toMatchObject({ priceMinor: 10_00, status: 'completed', cutsMade: 4 });
      expect(done.cuts.reduce((sum, c) => sum + c.amountMinor, 0)).toBe(90_00);
    });

    it('refuses every cut the rules forbid, with its key', async () => {
      const event = await createEvent({ originalPrice: '100', floorPrice: '10', cutsRequired: 2 });
      const { initiator, first, second, levelTwo, levelThree } = await team();
      const stranger = await t.newMember();
      const bargain = await as(initiator).call(bargainStart, { eventId: event.id });
      const cut = (member: TestMember, bargainId = bargain.id) => as(member).call(bargainCut, { bargainId });

      expect(await refusal(cut(first, 999_999))).toBe('bargain_event_id_wrong');
      expect(await refusal(cut(initiator))).toBe('bargain_initiator_cannot_cut');
      expect(await refusal(cut(stranger))).toBe('bargain_not_subordinate');
      await t.services.settings.set(t.services.db, 'bargain.subordinate_levels', 1);
      expect(await refusal(cut(levelTwo))).toBe('bargain_not_subordinate');
      await t.services.settings.set(t.services.db, 'bargain.subordinate_levels', 3);

      await t.services.settings.set(t.services.db, 'bargain.registered_today_only', true);
      await t.services.db
        .updateTable('members')
        .set({ registered_on: '2020-01-01' })
        .where('id', '=', levelThree.id)
        .execute();
      expect(await refusal(cut(levelThree))).toBe('bargain_registered_today_only');
      await cut(first); // registered today: allowed
      await t.services.settings.set(t.services.db, 'bargain.registered_today_only', false);

      expect(await refusal(cut(first))).toBe('bargain_already_cut');

      await t.services.settings.set(t.services.db, 'bargain.open', false);
      expect(await refusal(cut(second))).toBe('bargain_not_open');
      await t.services.settings.set(t.services.db, 'bargain.open', true);
      await t.services.settings.set(
        t.services.db,
        'bargain.ends_at',
        new Date(t.clock.now().getTime() - 1).toISOString(),
      );
      expect(await refusal(cut(second))).toBe('bargain_ended');
      await t.services.settings.set(t.services.db, 'bargain.ends_at', '');

      await cut(second); // the second and last required cut: at the floor
      expect(await refusal(cut(levelTwo))).toBe('bargain_ended');

      // Another bargain that runs out of time before anyone cuts it.
      const other = await createEvent();
      const late = await as(initiator).call(bargainStart, { eventId: other.id });
      t.clock.advance(DAY_MS);
      const fresh = await createSession(t.services.db, levelTwo.id, t.clock.now(), 24);
      expect(await refusal(t.client({ token: fresh.token }).call(bargainCut, { bargainId: late.id }))).toBe(
        'bargain_expired',
      );
      t.clock.advance(-DAY_MS);
      expect((await as(initiator).call(bargainMine, {})).items.map((b) => [b.id, b.status])).toEqual([
        [late.id, 'open'],
        [bargain.id, 'completed'],
      ]);
    });

    it('takes 50 subordinates cutting at once to the floor exactly, each cutting once', async () => {
      const event = await createEvent({ originalPrice: '50', floorPrice: '5', cutsRequired: 10 });
      const initiator = await t.newMember();
      const subordinates: TestMember[] = [];
      for (let i = 0; i < 50; i += 1) subordinates.push(await below(initiator));
      const bargain = await as(initiator).call(bargainStart, { eventId: event.id });

      const results = await Promise.allSettled(
        subordinates.map((s) => as(s).call(bargainCut, { bargainId: bargain.id })),
      );
      const cuts = results.filter((r) => r.status === 'fulfilled');
      expect(cuts).toHaveLength(10);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as ApiError).key).toBe('bargain_ended');
      }
      const after = await as(initiator).call(bargainDetail, { bargainId: bargain.id });
      expect(after).toMatchObject({ priceMinor: 5_00, cutsMade: 10, status: 'completed' });
      expect(after.cuts.reduce((sum, c) => sum + c.amountMinor, 0)).toBe(45_00);
      const rows = await t.services.db
        .selectFrom('bargain_cuts')
        .select(['cutter_id', 'price_after_minor'])
        .where('bargain_id', '=', bargain.id)
        .orderBy('id')
        .execute();
      expect(new Set(rows.map((r) => r.cutter_id)).size).toBe(10);
      // Prices strictly fall, cut after cut, and the last lands on the floor.
      const prices = rows.map((r) => r.price_after_minor);
      expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      expect(new Set(prices).size).toBe(10);
      expect(prices.at(-1)).toBe(5_00);
    });

    it('lets 50 subordinates all cut a long bargain at once, and one member only once however often they try', async () => {
      const event = await createEvent({ originalPrice: '1000', floorPrice: '1', cutsRequired: 200 });
      const initiator = await t.newMember();
      const subordinates: TestMember[] = [];
      for (let i = 0; i < 50; i += 1) subordinates.push(await below(initiator));
      const bargain = await as(initiator).call(bargainStart, { eventId: event.id });
      const eager = subordinates[0] as TestMember;
      const results = await Promise.allSettled([
        ...subordinates.map((s) => as(s).call(bargainCut, { bargainId: bargain.id })),
        ...Array.from({ length: 9 }, () => as(eager).call(bargainCut, { bargainId: bargain.id })),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as ApiError).key).toBe('bargain_already_cut');
      }
      const after = await as(initiator).call(bargainDetail, { bargainId: bargain.id });
      expect(after.cutsMade).toBe(50);
      expect(after.priceMinor).toBe(1000_00 - after.cuts.reduce((sum, c) => sum + c.amountMinor, 0));
      expect(after.priceMinor).toBeGreaterThan(1_00);
    });
  });

  describe('seeing bargains', () => {
    it('shows a bargain only to its initiator and their subordinates', async () => {
      const event = await createEvent();
      const { initiator, levelThree } = await team();
      const stranger = await t.newMember();
      const bargain = await as(initiator).call(bargainStart, { eventId: event.id });
      expect((await as(levelThree).call(bargainDetail, { bargainId: bargain.id })).id).toBe(bargain.id);
      expect(await refusal(as(stranger).call(bargainDetail, { bargainId: bargain.id }))).toBe(
        'bargain_not_subordinate',
      );
      expect(await refusal(as(stranger).call(bargainDetail, { bargainId: 999_999 }))).toBe(
        'bargain_event_id_wrong',
      );
      expect((await as(stranger).call(bargainCuttable, {})).items).toEqual([]);
    });

    it('lists the open bargains of the member’s uplines that they may cut', async () => {
      const event = await createEvent();
      const { initiator, first, levelTwo } = await team();
      const mine = await as(first).call(bargainStart, { eventId: event.id });
      const upline = await as(initiator).call(bargainStart, { eventId: event.id });
      const list = await as(levelTwo).call(bargainCuttable, {});
      expect(list.items.map((b) => [b.id, b.mine, b.cutByMe])).toEqual([
        [upline.id, false, false],
        [mine.id, false, false],
      ]);
      await as(levelTwo).call(bargainCut, { bargainId: upline.id });
      const paged = await as(levelTwo).call(bargainCuttable, { limit: 1 });
      expect(paged.items.map((b) => [b.id, b.cutByMe])).toEqual([[upline.id, true]]);
      const rest = await as(levelTwo).call(bargainCuttable, { limit: 1, cursor: paged.nextCursor ?? '' });
      expect(rest.items.map((b) => b.id)).toEqual([mine.id]);
      await t.services.settings.set(t.services.db, 'bargain.subordinate_levels', 1);
      expect((await as(levelTwo).call(bargainCuttable, {})).items.map((b) => b.id)).toEqual([mine.id]);
      // The initiator's own bargains are never theirs to cut.
      expect((await as(initiator).call(bargainCuttable, {})).items).toEqual([]);
    });
  });

  describe('buying', () => {
    it('refuses to buy before the floor, someone else’s bargain, a closed activity and an expired bargain', async () => {
      const event = await createEvent({ originalPrice: '100', floorPrice: '10', cutsRequired: 1 });
      const { initiator, first } = await team();
      const bargain = await as(initiator).call(bargainStart, { eventId: event.id });
      const buy = (member: TestMember, key: string) =>
        as(member).call(bargainBuy, { bargainId: bargain.id, idempotencyKey: key });
      expect(await refusal(buy(initiator, 'buy-before-floor'))).toBe('bargain_cannot_buy');
      expect(await refusal(buy(first, 'buy-not-mine-1'))).toBe('bargain_event_id_wrong');
      await as(first).call(bargainCut, { bargainId: bargain.id });
      expect(await refusal(buy(first, 'buy-not-mine-2'))).toBe('bargain_event_id_wrong');
      await t.services.settings.set(t.services.db, 'bargain.open', false);
      expect(await refusal(buy(initiator, 'buy-while-closed'))).toBe('bargain_not_open');
      await t.services.settings.set(t.services.db, 'bargain.open', true);
      t.clock.advance(DAY_MS);
      const fresh = await createSession(t.services.db, initiator.id, t.clock.now(), 24);
      expect(
        await refusal(
          t
            .client({ token: fresh.token })
            .call(bargainBuy, { bargainId: bargain.id, idempotencyKey: 'buy-late' }),
        ),
      ).toBe('bargain_expired');
      t.clock.advance(-DAY_MS);
      // Refusals leave no idempotency key behind.
      const keys = await t.services.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('owner', '=', `member:${initiator.id}`)
        .execute();
      expect(keys).toEqual([]);
    });
  });

  describe('buying at the floor', () => {
    async function bargainAtFloor(initiatorBalanceMinor: number) {
      const event = await createEvent({ originalPrice: '100', floorPrice: '12.50', cutsRequired: 2 });
      const initiator = await t.newMember({ balanceMinor: initiatorBalanceMinor });
      const first = await below(initiator);
      const second = await below(initiator);
      const bargain = await as(initiator).call(bargainStart, { eventId: event.id });
      await as(first).call(bargainCut, { bargainId: bargain.id });
      await as(second).call(bargainCut, { bargainId: bargain.id });
      return { initiator, bargain };
    }

    it('buys the machine at the floor price through the mall, once per key and once in all', async () => {
      const { initiator, bargain } = await bargainAtFloor(20_00);
      const key = newKey();
      const bought = await as(initiator).call(bargainBuy, { bargainId: bargain.id, idempotencyKey: key });
      expect(bought.priceMinor).toBe(12_50);
      expect(await t.balanceOf(initiator.id)).toBe(7_50);
      const order = await t.services.db
        .selectFrom('mining_orders')
        .selectAll()
        .where('id', '=', bought.orderId)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        member_id: initiator.id,
        product_id: productId,
        paid_minor: 12_50,
        source_kind: 'bargain',
        source_id: String(bargain.id),
      });
      // The same request again answers the first answer and moves nothing.
      expect(await as(initiator).call(bargainBuy, { bargainId: bargain.id, idempotencyKey: key })).toEqual(
        bought,
      );
      expect(await t.balanceOf(initiator.id)).toBe(7_50);
      expect(
        await refusal(as(initiator).call(bargainBuy, { bargainId: bargain.id, idempotencyKey: newKey() })),
      ).toBe('bargain_cannot_buy');
      expect(await as(initiator).call(bargainDetail, { bargainId: bargain.id })).toMatchObject({
        status: 'bought',
        orderId: bought.orderId,
      });
      // A machine bought at the floor is an investment: the initiator is now activated.
      const activation = await t.services.db
        .selectFrom('member_activations')
        .selectAll()
        .where('member_id', '=', initiator.id)
        .executeTakeFirst();
      expect(activation?.kind).toBe('mining');
    });

    it('refuses without enough balance and leaves the bargain to buy later', async () => {
      const { initiator, bargain } = await bargainAtFloor(12_49);
      expect(
        await refusal(as(initiator).call(bargainBuy, { bargainId: bargain.id, idempotencyKey: newKey() })),
      ).toBe('insufficient_balance');
      expect((await as(initiator).call(bargainDetail, { bargainId: bargain.id })).status).toBe('completed');
      expect(await t.balanceOf(initiator.id)).toBe(12_49);
      await inTransaction(t.services.db, (trx) =>
        t.services.ledger.post(trx, {
          memberId: initiator.id,
          wallet: 'balance',
          amount: toMinor(1),
          type: FUND_RECORD_TYPES.admin_top_up,
          counterAccount: 'admin_adjustments',
          reference: { kind: 'test', id: initiator.id },
        }),
      );
      await as(initiator).call(bargainBuy, { bargainId: bargain.id, idempotencyKey: newKey() });
      expect(await t.balanceOf(initiator.id)).toBe(0);
    });

    it('buys once when the initiator taps buy many times at once with different keys', async () => {
      const { initiator, bargain } = await bargainAtFloor(100_00);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          as(initiator).call(bargainBuy, { bargainId: bargain.id, idempotencyKey: newKey() }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as ApiError).key).toBe('bargain_cannot_buy');
      }
      expect(await t.balanceOf(initiator.id)).toBe(100_00 - 12_50);
      expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
    });
  });

  describe('operators', () => {
    it('create, list and close events, each change audited; impossible prices are refused', async () => {
      const admin = t.client({ token: operatorToken });
      const event = await createEvent({ originalPrice: '20.50', floorPrice: '0.50', cutsRequired: 3 });
      expect(event).toMatchObject({
        productId,
        originalPriceMinor: 20_50,
        floorPriceMinor: 50,
        cutsRequired: 3,
        active: true,
        bargainsStarted: 0,
      });
      await as(await t.newMember()).call(bargainStart, { eventId: event.id });
      const list = await admin.call(adminBargainEventsList, { pageSize: 200 });
      expect(list.items.find((e) => e.id === event.id)?.bargainsStarted).toBe(1);
      expect(list.total).toBe(list.items.length);
      const closed = await admin.call(adminBargainEventsSetActive, {
        eventId: event.id,
        active: false,
        reason: 'ended early',
      });
      expect(closed.active).toBe(false);
      expect(
        await refusal(
          admin.call(adminBargainEventsSetActive, { eventId: 999_999, active: true, reason: 'test' }),
        ),
      ).toBe('bargain_event_id_wrong');
      const audit = await t.services.db
        .selectFrom('audit_log')
        .select(['action', 'reason'])
        .where('target_kind', '=', 'bargain_event')
        .where('target_id', '=', String(event.id))
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'bargain_event.create', reason: 'November promotion' },
        { action: 'bargain_event.close', reason: 'ended early' },
      ]);

      expect(await refusal(createEvent({ originalPrice: '10', floorPrice: '10' }))).toBe('parameter_error');
      expect(await refusal(createEvent({ originalPrice: '10', floorPrice: '0' }))).toBe('parameter_error');
      expect(await refusal(createEvent({ originalPrice: '1', floorPrice: '0.98', cutsRequired: 3 }))).toBe(
        'parameter_error',
      );
      expect(await refusal(createEvent({ originalPrice: 'ten' }))).toBe('parameter_error');
      // The mall sells at most at its own price; without a start price the event takes it.
      expect(await refusal(createEvent({ originalPrice: '1000.01' }))).toBe('parameter_error');
      expect(await refusal(createEvent({ productId: 999_999 }))).toBe('product_not_found');
      const atMallPrice = await admin.call(adminBargainEventsCreate, {
        productId,
        titles: { en: 'At the mall price', zh: '', bd: '' },
        floorPrice: '10',
        cutsRequired: 3,
        reason: 'mall price',
      });
      expect(atMallPrice.originalPriceMinor).toBe(1000_00);
      const member = await t.newMember();
      expect(await refusal(t.client({ token: member.token }).call(adminBargainEventsList, {}))).toBe(
        'token_invalid',
      );
    });
  });
});
