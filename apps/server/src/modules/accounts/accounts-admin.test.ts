import {
  adminAuditList,
  adminMemberAdjust,
  adminMemberBan,
  adminMemberDetail,
  adminMemberFlags,
  adminMemberPostings,
  adminMembersSearch,
  adminMemberUnban,
  type ApiError,
  getUserInfo,
  login,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { memberRow } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('operator member management', (t) => {
  let admin: ApiClient;
  let support: ApiClient;
  beforeAll(async () => {
    admin = (await t.newOperator('owner')).client;
    support = (await t.newOperator('support')).client;
  });

  it('finds members by phone prefix, id and invitation code, paged with a total', async () => {
    const a = await t.newMember({ phone: '01555000001', balanceMinor: 300 });
    await t.newMember({ phone: '01555000002', balanceMinor: 900 });
    const byPrefix = await support.call(adminMembersSearch, { query: '0155500', pageSize: 1 });
    expect(byPrefix.total).toBe(2);
    expect(byPrefix.items).toHaveLength(1);
    expect(byPrefix.items[0]?.phone).toBe('01555000002');
    const byBalance = await support.call(adminMembersSearch, { query: '0155500', sort: 'balance' });
    expect(byBalance.items.map((m) => m.balanceMinor)).toEqual([900, 300]);
    expect(
      (await support.call(adminMembersSearch, { query: String(a.id) })).items.map((m) => m.id),
    ).toContain(a.id);
    expect(
      (await support.call(adminMembersSearch, { query: a.invitationCode.toLowerCase() })).items[0]?.id,
    ).toBe(a.id);
  });

  it('shows a member with wallets, postings, upline and downline', async () => {
    const top = await t.newMember();
    const mid = await t.newMember({ inviter: await memberRow(t.services, top.id) });
    const leaf = await t.newMember({
      inviter: await memberRow(t.services, mid.id),
      balanceMinor: 1234,
    });
    const detail = await support.call(adminMemberDetail, { memberId: leaf.id });
    expect(detail.member.balanceMinor).toBe(1234);
    expect(detail.upline.map((u) => [u.level, u.id])).toEqual([
      [1, mid.id],
      [2, top.id],
    ]);
    expect((await support.call(adminMemberDetail, { memberId: top.id })).downline).toEqual({
      level1: 1,
      level2: 1,
      level3: 0,
    });
    expect(detail.postings).toEqual([expect.objectContaining({ type: 3, amount: 1234, balanceAfter: 1234 })]);
    expect(await refusal(support.call(adminMemberDetail, { memberId: 999_999 }))).toBe('not_found');
  });

  it('bans and unbans with a reason; the ban ends sessions and is audited', async () => {
    const member = await t.newMember();
    const banned = await support.call(adminMemberBan, {
      memberId: member.id,
      kind: 'bank',
      reason: 'bank freeze notice',
    });
    expect(banned.status).toBe('banned_bank');
    expect(
      (
        (await t
          .client({ token: member.token })
          .call(getUserInfo, {})
          .catch((e: unknown) => e)) as ApiError
      ).code,
    ).toBe(403);
    expect(await refusal(t.client().call(login, { phone: member.phone, password: member.password }))).toBe(
      'account_banned_bank',
    );
    expect(
      await refusal(support.call(adminMemberBan, { memberId: member.id, kind: 'fraud', reason: 'x' })),
    ).toBe('parameter_error');

    await support.call(adminMemberUnban, { memberId: member.id, reason: 'bank cleared it' });
    await t.client().call(login, { phone: member.phone, password: member.password });
    const audit = await admin.call(adminAuditList, { targetKind: 'member', targetId: String(member.id) });
    expect(audit.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['member.unban', { status: 'banned_bank' }, { status: 'active' }],
      ['member.ban_bank', { status: 'active' }, { status: 'banned_bank' }],
    ]);
  });

  it('sets identity verified, deposit prohibited and VIP level', async () => {
    const member = await t.newMember();
    const after = await support.call(adminMemberFlags, {
      memberId: member.id,
      identityVerified: true,
      depositProhibited: true,
      vipLevel: 3,
      reason: 'verified by phone call',
    });
    expect(after).toMatchObject({ identityVerified: true, depositProhibited: true, vipLevel: 3 });
    expect(await refusal(support.call(adminMemberFlags, { memberId: member.id, reason: 'nothing' }))).toBe(
      'missing_parameters',
    );
  });

  it('adjusts wallets as types 3 and 4, once per idempotency key, never below zero', async () => {
    const member = await t.newMember();
    const finance = (await t.newOperator('finance')).client;
    const topUp = {
      memberId: member.id,
      wallet: 'balance' as const,
      direction: 'credit' as const,
      amount: '25.50',
      reason: 'compensation',
      idempotencyKey: 'adjust-key-0001',
    };
    const first = await finance.call(adminMemberAdjust, topUp);
    const again = await Promise.all(Array.from({ length: 5 }, () => finance.call(adminMemberAdjust, topUp)));
    expect(again.every((a) => a.postingId === first.postingId)).toBe(true);
    expect(first.balanceAfter).toBe(2550);
    expect(await refusal(finance.call(adminMemberAdjust, { ...topUp, amount: '1.00' }))).toBe(
      'idempotency_conflict',
    );

    const deduct = { ...topUp, direction: 'debit' as const, amount: '30', idempotencyKey: 'adjust-key-0002' };
    expect(await refusal(finance.call(adminMemberAdjust, deduct))).toBe('insufficient_user_balance');
    await finance.call(adminMemberAdjust, { ...deduct, amount: '5.5' });
    expect(
      await refusal(
        finance.call(adminMemberAdjust, {
          ...topUp,
          wallet: 'points',
          amount: '1.5',
          idempotencyKey: 'adjust-key-0003',
        }),
      ),
    ).toBe('enter_integer');
    expect(
      await refusal(
        finance.call(adminMemberAdjust, { ...topUp, amount: '-3', idempotencyKey: 'adjust-key-0004' }),
      ),
    ).toBe('parameter_error');
    expect(await refusal(finance.call(adminMemberAdjust, { ...topUp, reason: '' }))).toBe('parameter_error');
    expect(
      await refusal(support.call(adminMemberAdjust, { ...topUp, idempotencyKey: 'adjust-key-0005' })),
    ).toBe('permission_denied');

    const postings = await finance.call(adminMemberPostings, { memberId: member.id });
    expect(postings.items.map((p) => [p.type, p.amount, p.balanceAfter])).toEqual([
      [4, -550, 2000],
      [3, 2550, 2550],
    ]);
    expect((await finance.call(adminMemberPostings, { memberId: member.id, type: 4 })).total).toBe(1);
    const audit = await admin.call(adminAuditList, { targetKind: 'member', targetId: String(member.id) });
    expect(audit.items.map((e) => e.action)).toEqual(['member.deduct', 'member.top_up']);
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
