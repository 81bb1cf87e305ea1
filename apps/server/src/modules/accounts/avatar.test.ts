import {
  ADMIN_UPLOAD_PATH,
  getUserInfo,
  MEMBER_UPLOAD_PATH,
  UPLOAD_PATH,
  updateUserInfo,
  type UploadedFile,
} from '@cloudmine/api';
import { expect, it } from 'vitest';
import { fileClient, pngWithText } from '../../test-support/files.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { moveLegacyAvatars } from './avatar-move.js';

const image = () => new Blob([pngWithText()]);

/** Avatars through the upload pipeline (docs/member-care.md): read by their member and operators only. */
describeOnEngines('avatars', (t) => {
  it('sets an uploaded avatar that its member and operators read, and no one else', async () => {
    const member = await t.newMember();
    const files = fileClient(t, member.token);
    const sent = await files.upload<UploadedFile>(UPLOAD_PATH, { purpose: 'avatar' }, image());
    const info = await member.client.call(updateUserInfo, { kind: 'avatar', uploadId: sent.id });
    expect(info.avatarUploadId).toBe(sent.id);
    expect((await member.client.call(getUserInfo, {})).avatarUploadId).toBe(sent.id);
    expect((await files.download(`${MEMBER_UPLOAD_PATH}/${sent.id}`)).type).toBe('image/png');

    // A teammate or anyone else: as if there were no such file. Operators who read members: yes.
    const inviter = await t.newMember();
    expect(await refusal(fileClient(t, inviter.token).download(`${MEMBER_UPLOAD_PATH}/${sent.id}`))).toBe(
      'not_found',
    );
    const staff = await t.newOperator('support');
    expect((await fileClient(t, staff.token).download(`${ADMIN_UPLOAD_PATH}/${sent.id}`)).size).toBe(
      sent.sizeBytes,
    );
  });

  it('refuses another member’s upload, and one of another purpose, as the avatar', async () => {
    const owner = await t.newMember();
    const intruder = await t.newMember();
    const ownersAvatar = await fileClient(t, owner.token).upload<UploadedFile>(
      UPLOAD_PATH,
      { purpose: 'avatar' },
      image(),
    );
    expect(
      await refusal(intruder.client.call(updateUserInfo, { kind: 'avatar', uploadId: ownersAvatar.id })),
    ).toBe('not_found');
    const ownSupportImage = await fileClient(t, intruder.token).upload<UploadedFile>(
      UPLOAD_PATH,
      { purpose: 'support' },
      image(),
    );
    expect(
      await refusal(intruder.client.call(updateUserInfo, { kind: 'avatar', uploadId: ownSupportImage.id })),
    ).toBe('not_found');
    expect((await intruder.client.call(getUserInfo, {})).avatarUploadId).toBeNull();
    // The old public path is gone.
    const old = await t.app.inject({ method: 'GET', url: `/media/avatars/${owner.id}` });
    expect(old.statusCode).toBe(404);
  });

  it('moves avatars kept in the database before uploads into the upload store, once', async () => {
    const member = await t.newMember();
    const bytes = pngWithText();
    await t.services.db
      .insertInto('member_avatars')
      .values({ member_id: member.id, mime: 'image/png', bytes, updated_at: t.clock.now().toISOString() })
      .execute();

    expect(await moveLegacyAvatars(t.services)).toBe(1);
    expect(await moveLegacyAvatars(t.services)).toBe(0);
    const info = await member.client.call(getUserInfo, {});
    if (info.avatarUploadId === null) throw new Error('the avatar did not move');
    const moved = await fileClient(t, member.token).download(`${MEMBER_UPLOAD_PATH}/${info.avatarUploadId}`);
    expect(Buffer.from(await moved.arrayBuffer())).toEqual(bytes);
    const left = await t.services.db.selectFrom('member_avatars').select('member_id').execute();
    expect(left).toEqual([]);
  });
});
