import { checkinDo, getUserInfo, mallProducts, runtimeInfo } from '@cloudmine/api';
import { ALL_CALLS } from '@cloudmine/api/registry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newKey, refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { validish, type SchemaNode } from '../../hostile/payloads.js';
import { z } from 'zod';
import { callResponseSchema, responseSerializerCompiler } from './response-serializer.js';

const SEED = 20261127;
const RUNS = 60;

function serializers(call: (typeof ALL_CALLS)[number]) {
  const route = { schema: callResponseSchema(call), method: call.method, url: call.path, httpStatus: '200' };
  return {
    compiled: responseSerializerCompiler({ validate: false })(route),
    validating: responseSerializerCompiler({ validate: true })(route),
  };
}

/** The validating serialiser's text, or null when zod refuses the value (the generator ignores refinements). */
function validated(serialize: (data: unknown) => string, body: unknown): string | null {
  try {
    return serialize(body);
  } catch {
    return null;
  }
}

describe('compiled response serialisation', () => {
  /** Calls with at least one generated answer the contract keeps as it is (compared below). */
  const covered = new Set<string>();

  it.each(ALL_CALLS.map((call) => [call.path, call] as const))(
    '%s writes what the validating serialiser writes, for answers the contract keeps as they are',
    (_path, call) => {
      const { compiled, validating } = serializers(call);
      const shape = z.toJSONSchema(call.response, { io: 'output', unrepresentable: 'any' }) as SchemaNode;
      for (const value of fc.sample(validish(shape), { numRuns: RUNS, seed: SEED })) {
        const body = { code: 200, message: 'ok', data: value };
        const expected = validated(validating, body);
        // Refused by a refinement the generator ignores, or changed by a transform (a request schema's
        // trim reused in an answer): handlers answer what they stored, already in that form.
        if (expected === null || expected !== JSON.stringify(body)) continue;
        expect(JSON.parse(compiled(body))).toEqual(JSON.parse(expected));
        covered.add(call.path);
      }
      const refusal = { code: 400, message: 'insufficient_balance', data: null };
      expect(compiled(refusal)).toBe(validating(refusal));
    },
  );

  it('compared real answers for nearly every call', () => {
    expect(covered.size / ALL_CALLS.length).toBeGreaterThan(0.85);
  });

  it('writes only the contract’s fields, as zod would keep them', () => {
    const { compiled } = serializers(getUserInfo);
    const data = {
      id: 7,
      phone: '01712345678',
      nickname: 'Miner 5678',
      avatarUploadId: null,
      invitationCode: 'ABC123',
      vipLevel: 0,
      language: 'en',
      balanceMinor: 1_50,
      teamBalanceMinor: 0,
      points: 10,
      hasFundPassword: false,
      identityVerified: true,
      registeredAt: '2026-01-15T06:00:00.000Z',
    };
    const text = compiled({ code: 200, message: 'ok', data: { ...data, password_hash: 'secret' }, extra: 1 });
    expect(JSON.parse(text)).toEqual({ code: 200, message: 'ok', data });
  });

  it('refuses an answer that lacks a required field rather than inventing it', () => {
    const { compiled } = serializers(getUserInfo);
    expect(() => compiled({ code: 200, message: 'ok', data: { id: 7 } })).toThrow();
  });
});

describeOnEngines('an app answering as production does', { validateResponses: false }, (t) => {
  it('answers reads, money writes and refusals the client reads as usual', async () => {
    const member = await t.newMember({ balanceMinor: 12_34 });
    const info = await member.client.call(getUserInfo, {});
    expect(info).toMatchObject({ id: member.id, balanceMinor: 12_34 });
    expect(getUserInfo.response.parse(info)).toEqual(info);
    expect((await member.client.call(mallProducts, {})).items).toBeInstanceOf(Array);
    expect((await t.client().call(runtimeInfo, {})).businessDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const key = newKey();
    await member.client.call(checkinDo, { idempotencyKey: key });
    expect(await refusal(member.client.call(checkinDo, { idempotencyKey: newKey() }))).toBe(
      'checkin_already_today',
    );
  });
});
