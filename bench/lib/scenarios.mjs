// The calls the API benchmark drives: reads, and money writes each with a fresh idempotency key.
// Writes spread over many members measure the platform; "hot" puts every write on one member.
import { FUND_PASSWORD } from './seed-constants.mjs';

export const MEMBERS = 40_000;

export function apiScenarios({ tokens, productId }, engine) {
  const readers = tokens.slice(0, 200);
  const scenarios = [
    { name: 'runtime/info', kind: 'public read', method: 'GET', path: '/api/public/runtime/info' },
    {
      name: 'user/info',
      kind: 'member read',
      method: 'POST',
      path: '/api/auth/user/info',
      tokens: readers,
      payload: {},
    },
    {
      name: 'mall/products',
      kind: 'member read',
      method: 'POST',
      path: '/api/auth/mall/products',
      tokens: readers,
      payload: {},
    },
    {
      name: 'checkin/do',
      kind: 'money write',
      method: 'POST',
      path: '/api/auth/checkin/do',
      // One check-in per member per day: warm-up and measurement each get members of their own.
      tokens: tokens.slice(1_000, 5_000),
      measureTokens: tokens.slice(5_000),
      once: true,
      idempotencyKey: true,
      payload: {},
    },
    {
      name: 'mall/purchase',
      kind: 'money write',
      method: 'POST',
      path: '/api/auth/mall/purchase',
      tokens: readers,
      idempotencyKey: true,
      payload: { productId, quantity: 1 },
    },
    {
      name: 'withdraw/apply',
      kind: 'money write',
      method: 'POST',
      path: '/api/auth/withdraw/apply',
      tokens: tokens.slice(200, 400),
      idempotencyKey: true,
      payload: { method: 'bank', amount: '10', fundPassword: FUND_PASSWORD },
    },
  ];
  if (engine === 'postgres') {
    scenarios.push({
      name: 'mall/purchase (one hot account)',
      kind: 'money write',
      method: 'POST',
      path: '/api/auth/mall/purchase',
      tokens: tokens.slice(400, 401),
      idempotencyKey: true,
      payload: { productId, quantity: 1 },
    });
  }
  return scenarios;
}
