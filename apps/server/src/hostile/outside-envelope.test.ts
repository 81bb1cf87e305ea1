import { MEMBER_UPLOAD_PATH } from '@cloudmine/api';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signCallback } from '../modules/recharge/payment-gateway.js';
import { fileClient } from '../test-support/files.js';
import { refusal } from '../test-support/refusal.js';
import { describeOnEngines } from '../test-support/test-app.js';
import { seedHostileWorld } from './hostile-world.js';
import { ledgerSnapshot } from './ledger-snapshot.js';
import { hostileValue, INJECTIONS } from './hostile-values.js';

const SEED = 20261122;
/** A secret that is not the server's: what a forger would sign with. */
const FORGED_SECRET = 'not-the-callback-secret';

/** Text only a fault would put in an answer (as for enveloped calls). */
const LEAK = /\bat [\w.<>]+ \(|node_modules|apps\/server|SQLITE_|sqlite|postgres|syntax error|TypeError/i;

describeOnEngines('hostile input outside the envelope', (t) => {
  beforeAll(async () => {
    await seedHostileWorld(t);
  });

  it('refuses forged, stale and malformed payment callbacks without a fault or a posting', async () => {
    const callbacks = fc.record({
      gateway: fc.constantFrom('sandbox', 'bank_transfer', 'usdt_trc20', '..%2f..%2fetc', '<script>'),
      body: fc.oneof(
        hostileValue.map((value) =>
          JSON.stringify({ orderNo: value, tradeNo: value, status: 'paid', amountMinor: 1 }),
        ),
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.constantFrom(...INJECTIONS),
      ),
      signing: fc.constantFrom('forged', 'stale', 'none', 'garbage'),
    });
    const before = await ledgerSnapshot(t.services.db);
    await fc.assert(
      fc.asyncProperty(callbacks, async ({ gateway, body, signing }) => {
        const now = t.clock.now().getTime();
        const stamp = signing === 'stale' ? now - 10 * 60_000 : now;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (signing !== 'none') {
          headers[TIMESTAMP_HEADER] = String(stamp);
          headers[SIGNATURE_HEADER] =
            signing === 'garbage' ? "' OR 1=1 --" : signCallback(FORGED_SECRET, stamp, body);
        }
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/payment/callback/${gateway}`,
          headers,
          payload: body,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(LEAK);
      }),
      { numRuns: 60, seed: SEED, endOnFailure: true },
    );
    expect(await ledgerSnapshot(t.services.db)).toEqual(before);
  });

  it('answers hostile upload ids and sandbox pay pages without a fault', async () => {
    const member = await t.newMember();
    const files = fileClient(t, member.token);
    const ids = [
      '-1',
      '0',
      '1e400',
      '99999999999999999999',
      '9007199254740991',
      '%00',
      "1'%20OR%201=1",
      'abc',
    ];
    for (const id of ids) {
      // Uploads are read through the sealed wrapper: any id that is not the member's own file is not found.
      expect(await refusal(files.download(`${MEMBER_UPLOAD_PATH}/${id}`)), id).toBe('not_found');
      for (const method of ['GET', 'POST'] as const) {
        const page = await t.app.inject({ method, url: `/sandbox-pay/${id}?sig=${id}` });
        expect(page.statusCode, `${method} sandbox ${id}`).toBeLessThan(500);
        expect(page.body).not.toMatch(LEAK);
      }
    }
  });
});
