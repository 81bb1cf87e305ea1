// One load run in its own process (so the load generator never shares an event loop with the
// server): autocannon with a freshly sealed envelope per request. Prints one JSON line of results.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { createSyncCodec } from './envelope.mjs';

const scenario = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const codec = scenario.keyBase64 ? createSyncCodec(scenario.keyBase64) : null;
const tokens = scenario.tokens ?? [];
let sequence = 0;
let businessFailures = 0;
const failureKeys = {};

function nextRequest(request) {
  sequence += 1;
  if (!codec) return request;
  const stamp = { t: Date.now(), r: randomBytes(12).toString('hex') };
  const headers = { 'x-envelope': codec.seal(stamp), 'content-type': 'text/plain' };
  // `once`: each request as another member (e.g. one check-in each); otherwise round-robin.
  const token = tokens.length ? tokens[(scenario.once ? sequence - 1 : sequence) % tokens.length] : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (scenario.method === 'POST') {
    const payload = { ...(scenario.payload ?? {}) };
    if (scenario.idempotencyKey) payload.idempotencyKey = `bench-${process.pid}-${sequence}`;
    body = codec.seal({ ...stamp, ...payload });
  }
  return { ...request, method: scenario.method, path: scenario.path, headers, body };
}

const result = await autocannon({
  url: scenario.url,
  connections: scenario.connections,
  duration: scenario.duration,
  ...(scenario.amount ? { amount: scenario.amount } : {}),
  requests: [
    {
      setupRequest: nextRequest,
      onResponse(status, body) {
        if (!codec || status !== 200) return;
        try {
          const answer = codec.open(body);
          if (answer.code !== 200) {
            businessFailures += 1;
            failureKeys[answer.message] = (failureKeys[answer.message] ?? 0) + 1;
          }
        } catch {
          businessFailures += 1;
        }
      },
    },
  ],
});

process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    businessFailures,
    failureKeys,
    durationSec: result.duration,
  })}\n`,
);
