import {
  adminAuditList,
  adminNoticeSave,
  adminOperatorsUpdate,
  redpackOpen,
  updateUserInfo,
} from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { containsNul } from '../platform/http/text-guard.js';

import { describeOnEngines } from '../test-support/test-app.js';
import { sendSealed } from './raw-request.js';
import { judge } from './safe-answer.js';

/** Faults the hostile suite found, each pinned by the smallest request that showed it. */
describe('containsNul', () => {
  it('finds NUL in strings and keys at any depth', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['x', { b: 'y' }], n: 1, z: null })).toBe(false);
  });
});

describeOnEngines('hostile-input regressions', (t) => {
  it('refuses text with NUL as a parameter error (PostgreSQL answered 500)', async () => {
    const member = await t.newMember();
    const cases = [
      sendSealed(t, updateUserInfo, { kind: 'nickname', nickname: 'a\u0000b' }, { token: member.token }),
      sendSealed(t, redpackOpen, { code: '\u0000', idempotencyKey: 'key-nul-0001' }, { token: member.token }),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(judge(answer)).toEqual({ ok: false, key: 'parameter_error', code: 400, status: 200 });
    }
  });

  it('refuses an audit filter or a notice time that is not an instant (PostgreSQL answered 500)', async () => {
    const operator = await t.newOperator();
    const options = { token: operator.token };
    for (const from of [
      'javascript:alert(1)',
      '-200000-01-01T00:00:00.000Z',
      '+275760-09-12T00:00:00.000Z',
    ]) {
      const answer = await sendSealed(t, adminAuditList, { page: 1, pageSize: 20, from }, options);
      expect(judge(answer)).toEqual({ ok: false, key: 'parameter_error', code: 400, status: 200 });
    }
    const notice = {
      texts: { en: { title: 'T', content: 'C' } },
      publishedAt: '+275760-09-12T00:00:00.000Z',
      reason: 'regression',
    };
    expect(judge(await sendSealed(t, adminNoticeSave, notice, options))).toEqual({
      ok: false,
      key: 'parameter_error',
      code: 400,
      status: 200,
    });
    const fine = await sendSealed(
      t,
      adminAuditList,
      { page: 1, pageSize: 20, from: '2026-01-01T06:00:00+06:00', to: '2999-01-01T00:00:00Z' },
      options,
    );
    expect(judge(fine).ok).toBe(true);
  });

  it('refuses an operator update that changes nothing (an empty SET answered 500)', async () => {
    const actor = await t.newOperator();
    const target = await t.newOperator('support');
    const answer = await sendSealed(
      t,
      adminOperatorsUpdate,
      { operatorId: target.id, reason: 'nothing to change' },
      { token: actor.token },
    );
    expect(judge(answer)).toEqual({ ok: false, key: 'missing_parameters', code: 400, status: 200 });
  });

  it('answers 403 before looking at the text when the token is bad', async () => {
    const answer = await sendSealed(
      t,
      updateUserInfo,
      { kind: 'nickname', nickname: 'a\u0000b' },
      { token: null },
    );
    expect(judge(answer)).toEqual({ ok: false, key: 'token_invalid', code: 403, status: 200 });
  });
});
