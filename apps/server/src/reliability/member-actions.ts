import { randomUUID } from 'node:crypto';
import {
  checkinDo,
  conversionBalance,
  FUND_RECORD_TYPES,
  lotteryDraw,
  mallPurchase,
  mallSell,
  paymentStart,
  redpackOpen,
  scoreExchange,
  withdrawApply,
  type ApiClient,
  type CallDef,
  type CallRequest,
  type CallResponse,
  type Transport,
} from '@cloudmine/api';
import { deliverCallback, type Target } from './http-client.js';
import type { Journal } from './journal.js';
import type { World } from './world.js';
import { FUND_PASSWORD } from './world.js';

/** One simulated member: their client, their node, their own random sequence. */
export interface Member {
  journal: Journal;
  client: ApiClient;
  target: Target;
  /** How the simulated payment gateway reaches the servers (the members' own transport). */
  transport?: Transport;
  memberId: number;
  random: () => number;
  world: World;
  /** Machine orders bought and not yet sold. */
  orders: number[];
}

type Posting = { type: number; referenceKind: string; referenceId: number } | null;

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/**
 * A money-moving call with a fresh idempotency key, sometimes sent twice with the same key (a
 * retry after the answer, or two at once like a double tap); both answers must be the same.
 */
async function moneyCall<C extends CallDef>(
  member: Member,
  def: C,
  payload: Omit<CallRequest<C>, 'idempotencyKey'>,
  posting: (answer: CallResponse<C>) => Posting,
): Promise<CallResponse<C> | null> {
  const idempotencyKey = randomUUID();
  const send = () =>
    member.journal.send(def.path, () =>
      // The spread of an Omit of a generic type is not provably the whole request to the compiler.
      member.client.call(def, { ...payload, idempotencyKey } as CallRequest<C>),
    );
  const mode = member.random();
  let answers: Array<CallResponse<C> | null>;
  if (mode < 0.7) answers = [await send()];
  else if (mode < 0.85) answers = [await send(), await send()];
  else answers = await Promise.all([send(), send()]);
  const given = answers.filter((answer): answer is CallResponse<C> => answer !== null);
  const first = given[0];
  if (first === undefined) return null;
  for (const other of given.slice(1)) {
    if (JSON.stringify(other) !== JSON.stringify(first)) {
      member.journal.figures.retryMismatches.push(
        `${def.path} ${idempotencyKey}: ${JSON.stringify(first)} then ${JSON.stringify(other)}`,
      );
    }
  }
  member.journal.ack({
    kind: 'money',
    call: def.path,
    memberId: member.memberId,
    idempotencyKey,
    posting: posting(first),
  });
  return first;
}

/** Opens a sandbox order and has the gateway call back, sometimes more than once at the same time. */
async function recharge(member: Member): Promise<void> {
  const started = await moneyCall(
    member,
    paymentStart,
    { channelId: member.world.channelId, amount: String(10 + Math.floor(member.random() * 90)) },
    () => null,
  );
  if (!started) return;
  const order = started.recharge;
  const copies = member.random() < 0.3 ? 2 + Math.floor(member.random() * 2) : 1;
  const callback = {
    orderNo: order.orderNo,
    tradeNo: `T-${order.orderNo}`,
    status: member.random() < 0.9 ? ('paid' as const) : ('failed' as const),
    amountMinor: order.amountMinor,
    currency: order.currency,
  };
  const outcomes = await Promise.all(
    Array.from({ length: copies }, () =>
      member.journal.send('callback', () => deliverCallback(member.target, callback, member.transport)),
    ),
  );
  const credited = outcomes.filter((outcome) => outcome === 'credited').length;
  if (credited > 1) member.journal.figures.creditedTwice.push(order.orderNo);
  if (credited > 0) member.journal.ack({ kind: 'recharge', memberId: member.memberId, rechargeId: order.id });
}

async function purchase(member: Member): Promise<void> {
  const answer = await moneyCall(
    member,
    mallPurchase,
    { productId: member.world.productId, quantity: member.random() < 0.8 ? 1 : 2 },
    (a) => ({
      type: FUND_RECORD_TYPES.buy_mining_machine,
      referenceKind: 'mining_order',
      referenceId: a.order.id,
    }),
  );
  if (answer) member.orders.push(answer.order.id);
}

async function sell(member: Member): Promise<void> {
  const orderId = member.orders.shift();
  if (orderId === undefined) return purchase(member);
  await moneyCall(member, mallSell, { orderId }, (a) => ({
    type: FUND_RECORD_TYPES.sell_mining_machine,
    referenceKind: 'mining_order',
    referenceId: a.order.id,
  }));
}

async function withdraw(member: Member): Promise<void> {
  await moneyCall(
    member,
    withdrawApply,
    { method: 'bank', amount: String(5 + Math.floor(member.random() * 20)), fundPassword: FUND_PASSWORD },
    (a) => ({ type: FUND_RECORD_TYPES.withdrawal, referenceKind: 'withdrawal', referenceId: a.id }),
  );
}

async function checkin(member: Member): Promise<void> {
  await moneyCall(member, checkinDo, {}, () => null);
}

async function draw(member: Member): Promise<void> {
  await moneyCall(member, lotteryDraw, {}, (a) => ({
    type: FUND_RECORD_TYPES.points_spent_lottery,
    referenceKind: 'lottery_draw',
    referenceId: a.drawId,
  }));
}

async function redpack(member: Member): Promise<void> {
  await moneyCall(member, redpackOpen, { code: pick(member.random, member.world.redpackCodes) }, (a) => ({
    type: FUND_RECORD_TYPES.red_packet,
    referenceKind: 'redpack_claim',
    referenceId: a.claimId,
  }));
}

async function exchange(member: Member): Promise<void> {
  const toPoints = member.random() < 0.7;
  await moneyCall(
    member,
    scoreExchange,
    { direction: toPoints ? 'balance_to_points' : 'points_to_balance', amount: toPoints ? 2 : 1 },
    (a) => ({
      type: toPoints ? FUND_RECORD_TYPES.balance_to_points : FUND_RECORD_TYPES.points_to_balance,
      referenceKind: 'score_exchange',
      referenceId: a.id,
    }),
  );
}

/** Team income (rebates from the team's purchases) moved to the balance. */
async function convertTeamIncome(member: Member): Promise<void> {
  await moneyCall(member, conversionBalance, { amount: '1' }, (a) => ({
    type: FUND_RECORD_TYPES.balance_conversion,
    referenceKind: 'balance_conversion',
    referenceId: a.conversionId,
  }));
}

const ACTIONS: Array<[weight: number, action: (member: Member) => Promise<void>]> = [
  [3, recharge],
  [3, purchase],
  [1, sell],
  [2, withdraw],
  [1, checkin],
  [2, draw],
  [1, redpack],
  [2, exchange],
  [1, convertTeamIncome],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);

/** One action chosen by weight. */
export function randomAction(random: () => number): (member: Member) => Promise<void> {
  let roll = random() * TOTAL_WEIGHT;
  for (const [weight, action] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return purchase;
}
