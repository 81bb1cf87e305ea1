import { ENVELOPE_HEADER, ENVELOPE_WINDOW_MS, EnvelopeError, type EnvelopeCodec } from '@cloudmine/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { ReplayStore } from './replay-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `(t, r)` of an accepted envelope, and `d`, the SHA-256 (hex) of an uploaded file. */
    stamp: Stamp | null;
  }
}

/** A transport fault: answered with HTTP 400 and a plain body, never reaching a handler. */
export class EnvelopeRejected extends Error {
  override name = 'EnvelopeRejected';
  constructor(readonly reason: 'missing' | 'malformed' | 'stale' | 'replayed' | 'mismatch') {
    super(`envelope rejected: ${reason}`);
  }
}

export interface Stamp {
  t: number;
  r: string;
  d?: string;
}

function readStamp(value: unknown): Stamp {
  if (typeof value !== 'object' || value === null) throw new EnvelopeRejected('malformed');
  const { t, r, d } = value as { t?: unknown; r?: unknown; d?: unknown };
  if (typeof t !== 'number' || !Number.isSafeInteger(t)) throw new EnvelopeRejected('malformed');
  if (typeof r !== 'string' || r.length < 8 || r.length > 64) throw new EnvelopeRejected('malformed');
  if (d === undefined) return { t, r };
  if (typeof d !== 'string' || !/^[0-9a-f]{64}$/.test(d)) throw new EnvelopeRejected('malformed');
  return { t, r, d };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart upload: its body is the file, not a sealed payload. The sealed header must carry
     * the file's digest `d`, which the route checks against the bytes it receives (docs/member-care.md).
     */
    multipart?: boolean;
  }
}

async function openOrReject(codec: EnvelopeCodec, text: string): Promise<unknown> {
  try {
    return await codec.open(text);
  } catch (error) {
    if (error instanceof EnvelopeError) throw new EnvelopeRejected('malformed');
    throw error;
  }
}

/**
 * DESIGN §3 on one encapsulated scope: the header carries sealed `{t, r}`, a POST body carries sealed
 * `{t, r, ...payload}`; `t` must be within ±5 minutes and `(t, r)` unseen. The handler sees the
 * payload only. Every answer of status 200 leaves sealed.
 */
export function installEnvelope(
  scope: FastifyInstance,
  deps: { codec: EnvelopeCodec; replay: ReplayStore; clock: Clock },
): void {
  scope.decorateRequest('stamp', null);

  scope.addHook('preValidation', async (request: FastifyRequest) => {
    const header = request.headers[ENVELOPE_HEADER];
    if (typeof header !== 'string' || header.length === 0 || header.length > 4096) {
      throw new EnvelopeRejected('missing');
    }
    const stamp = readStamp(await openOrReject(deps.codec, header));
    if (Math.abs(deps.clock.now().getTime() - stamp.t) > ENVELOPE_WINDOW_MS)
      throw new EnvelopeRejected('stale');

    let payload: Record<string, unknown> = {};
    if (request.routeOptions.config.multipart === true) {
      const type = request.headers['content-type'] ?? '';
      if (stamp.d === undefined || !type.startsWith('multipart/form-data'))
        throw new EnvelopeRejected('malformed');
    } else if (request.method === 'POST') {
      if (typeof request.body !== 'string') throw new EnvelopeRejected('malformed');
      const opened = await openOrReject(deps.codec, request.body);
      if (typeof opened !== 'object' || opened === null || Array.isArray(opened)) {
        throw new EnvelopeRejected('malformed');
      }
      const { t, r, ...rest } = opened as Record<string, unknown>;
      // The body must belong to this header: a body cannot be moved under another stamp.
      if (t !== stamp.t || r !== stamp.r) throw new EnvelopeRejected('mismatch');
      payload = rest;
    }
    // Checked last, so a malformed request never burns a nonce.
    if (!(await deps.replay.firstSeen(`${stamp.t}:${stamp.r}`, 2 * ENVELOPE_WINDOW_MS))) {
      throw new EnvelopeRejected('replayed');
    }
    request.stamp = stamp;
    if (request.routeOptions.config.multipart !== true) request.body = payload;
  });

  scope.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    reply.header('content-type', 'text/plain; charset=utf-8');
    // The serialiser's JSON text as it is: parsing it back only to write it again cost a share of each call.
    return deps.codec.sealText(payload);
  });
}
