import {
  adminAuditList,
  adminVerificationApprove,
  adminVerificationReject,
  adminVerificationsList,
  getUserInfo,
  UPLOAD_PATH,
  verification,
  verificationSubmit,
  type ApiClient,
  type UploadedFile,
} from '@cloudmine/api';
import { expect, it } from 'vitest';
import { createMember, createOperator, type TestMember } from '../../test-support/factories.js';
import { fileClient, pngWithText } from '../../test-support/files.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('identity verification', (t) => {
  async function photo(member: TestMember, purpose = 'identity'): Promise<number> {
    const sent = await fileClient(t, member.token).upload<UploadedFile>(
      UPLOAD_PATH,
      { purpose },
      new Blob([pngWithText()]),
    );
    return sent.id;
  }

  async function photos(member: TestMember) {
    return {
      frontUploadId: await photo(member),
      backUploadId: await photo(member),
      selfieUploadId: await photo(member),
    };
  }

  /** Rahim's submission with three fresh photos of `member`'s. */
  async function submitRahim(client: ApiClient, member: TestMember) {
    return client.call(verificationSubmit, {
      legalName: 'Rahim Uddin',
      idNumber: 'BD1234567890',
      ...(await photos(member)),
    });
  }

  it('goes from not submitted to under review, rejected with a reason, again, and verified', async () => {
    const member = await createMember(t.services);
    const client = t.client({ token: member.token });
    const support = t.client({ token: (await createOperator(t.services, 'support')).token });
    expect((await client.call(verification, {})).state).toBe('none');

    const first = await client.call(verificationSubmit, {
      legalName: 'Rahim Uddin',
      idNumber: 'bd1234567890',
      ...(await photos(member)),
    });
    expect(first).toMatchObject({ state: 'review', legalName: 'Rahim Uddin', idNumberTail: '7890' });
    expect(await refusal(submitRahim(client, member))).toBe('verification_under_review');

    const queue = await support.call(adminVerificationsList, { state: 'review', memberId: member.id });
    expect(queue.total).toBe(1);
    const row = queue.items[0];
    if (!row) throw new Error('queue is empty');
    expect(row).toMatchObject({ phone: member.phone, idNumber: 'BD1234567890', state: 'review' });

    await support.call(adminVerificationReject, {
      verificationId: row.id,
      rejectReason: 'photo_unclear',
      reason: 'front photo is blurred',
    });
    expect(await client.call(verification, {})).toMatchObject({
      state: 'rejected',
      rejectReason: 'photo_unclear',
    });
    expect(await refusal(support.call(adminVerificationApprove, { verificationId: row.id }))).toBe(
      'already_resolved',
    );
    expect((await client.call(getUserInfo, {})).identityVerified).toBe(false);

    await submitRahim(client, member);
    const second = (await support.call(adminVerificationsList, { state: 'review', memberId: member.id }))
      .items[0];
    if (!second) throw new Error('resubmission missing');
    const approved = await support.call(adminVerificationApprove, { verificationId: second.id });
    expect(approved.state).toBe('verified');
    expect(await client.call(verification, {})).toMatchObject({ state: 'verified', rejectReason: null });
    expect((await client.call(getUserInfo, {})).identityVerified).toBe(true);
    expect(await refusal(submitRahim(client, member))).toBe('already_verified');

    const audit = await t
      .client({ token: (await createOperator(t.services, 'owner')).token })
      .call(adminAuditList, { targetKind: 'member', targetId: String(member.id) });
    expect(audit.items.map((entry) => entry.action).sort()).toEqual([
      'verification.approve',
      'verification.reject',
    ]);
  });

  it('refuses another member’s photos, photos sent for support, and the same photo twice', async () => {
    const member = await createMember(t.services);
    const other = await createMember(t.services);
    const client = t.client({ token: member.token });
    const mine = await photos(member);
    const base = { legalName: 'Karim Mia', idNumber: 'AB12345' };
    expect(
      await refusal(
        client.call(verificationSubmit, { ...base, ...mine, selfieUploadId: await photo(other) }),
      ),
    ).toBe('not_found');
    expect(
      await refusal(
        client.call(verificationSubmit, { ...base, ...mine, selfieUploadId: await photo(member, 'support') }),
      ),
    ).toBe('not_found');
    expect(
      await refusal(
        client.call(verificationSubmit, { ...base, ...mine, selfieUploadId: mine.frontUploadId }),
      ),
    ).toBe('parameter_error');
    expect(await refusal(client.call(verificationSubmit, { ...base, idNumber: 'x', ...mine }))).toBe(
      'parameter_error',
    );
    // Nothing was stored: the member is still "not submitted", and other members see only their own.
    expect((await client.call(verification, {})).state).toBe('none');
    expect((await t.client({ token: other.token }).call(verification, {})).state).toBe('none');
  });

  it('leaves the review to operators who may manage members', async () => {
    const member = await createMember(t.services);
    await t.client({ token: member.token }).call(verificationSubmit, {
      legalName: 'Salma Begum',
      idNumber: 'CD998877',
      ...(await photos(member)),
    });
    const queue = await t
      .client({ token: (await createOperator(t.services, 'finance')).token })
      .call(adminVerificationsList, { memberId: member.id });
    const row = queue.items[0];
    if (!row) throw new Error('queue is empty');
    const finance = t.client({ token: (await createOperator(t.services, 'finance')).token });
    expect(await refusal(finance.call(adminVerificationApprove, { verificationId: row.id }))).toBe(
      'permission_denied',
    );
    expect(
      await refusal(
        t.client({ token: member.token }).call(adminVerificationApprove, { verificationId: row.id }),
      ),
    ).toBe('token_invalid');
  });
});
