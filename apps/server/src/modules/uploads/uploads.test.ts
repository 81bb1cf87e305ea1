import { ADMIN_UPLOAD_PATH, MEMBER_UPLOAD_PATH, UPLOAD_PATH, type UploadedFile } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { createMember, createOperator } from '../../test-support/factories.js';
import { fileClient, jpegWithExif, pngWithText } from '../../test-support/files.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

const png = (bytes: Buffer) => new Blob([bytes], { type: 'image/png' });

describeOnEngines('uploads', (t) => {
  it('stores an image without its metadata and serves it to its owner and operators only', async () => {
    const owner = await createMember(t.services);
    const other = await createMember(t.services);
    const files = fileClient(t, owner.token);
    const sent = await files.upload<UploadedFile>(UPLOAD_PATH, { purpose: 'identity' }, png(pngWithText()));
    expect(sent.mime).toBe('image/png');

    const mine = await files.download(`${MEMBER_UPLOAD_PATH}/${sent.id}`);
    expect(mine.type).toBe('image/png');
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.length).toBe(sent.sizeBytes);
    expect(bytes.toString('latin1')).not.toContain('GPS');

    // Another member: the same answer as for a file that does not exist.
    expect(await refusal(fileClient(t, other.token).download(`${MEMBER_UPLOAD_PATH}/${sent.id}`))).toBe(
      'not_found',
    );
    expect(await refusal(fileClient(t, other.token).download(`${MEMBER_UPLOAD_PATH}/999999`))).toBe(
      'not_found',
    );
    // A member token on the operators' path, and no token at all.
    expect(await refusal(fileClient(t, owner.token).download(`${ADMIN_UPLOAD_PATH}/${sent.id}`))).toBe(
      'token_invalid',
    );
    expect(await refusal(fileClient(t, null).download(`${MEMBER_UPLOAD_PATH}/${sent.id}`))).toBe(
      'token_invalid',
    );

    const support = await createOperator(t.services, 'support');
    const seen = await fileClient(t, support.token).download(`${ADMIN_UPLOAD_PATH}/${sent.id}`);
    expect(Buffer.from(await seen.arrayBuffer())).toEqual(bytes);
    const content = await createOperator(t.services, 'content');
    expect(await refusal(fileClient(t, content.token).download(`${ADMIN_UPLOAD_PATH}/${sent.id}`))).toBe(
      'permission_denied',
    );
  });

  it('lets the bytes decide: a script named photo.jpg is refused', async () => {
    const member = await createMember(t.services);
    const files = fileClient(t, member.token);
    const script = new Blob(['<script>alert(1)</script>'], { type: 'image/jpeg' });
    expect(await refusal(files.upload(UPLOAD_PATH, { purpose: 'identity' }, script, 'photo.jpg'))).toBe(
      'wrong_file_type',
    );
    const jpeg = await files.upload<UploadedFile>(
      UPLOAD_PATH,
      { purpose: 'support' },
      new Blob([jpegWithExif()], { type: 'application/octet-stream' }),
    );
    expect(jpeg.mime).toBe('image/jpeg');
    expect(await refusal(files.upload(UPLOAD_PATH, { purpose: 'avatar-ish' }, png(pngWithText())))).toBe(
      'parameter_error',
    );
    expect(
      await refusal(fileClient(t, null).upload(UPLOAD_PATH, { purpose: 'identity' }, png(pngWithText()))),
    ).toBe('token_invalid');
  });

  it('keeps to the size and count limits of the settings', async () => {
    const member = await createMember(t.services);
    const files = fileClient(t, member.token);
    await t.services.settings.set(t.services.db, 'uploads.max_file_bytes', 64 * 1024);
    const big = Buffer.concat([pngWithText(), Buffer.alloc(65 * 1024)]);
    expect(await refusal(files.upload(UPLOAD_PATH, { purpose: 'identity' }, png(big)))).toBe(
      'file_too_large',
    );
    await t.services.settings.set(t.services.db, 'uploads.max_file_bytes', 5 * 1024 * 1024);

    await t.services.settings.set(t.services.db, 'uploads.daily_count', 2);
    await files.upload(UPLOAD_PATH, { purpose: 'identity' }, png(pngWithText()));
    await files.upload(UPLOAD_PATH, { purpose: 'identity' }, png(pngWithText()));
    expect(await refusal(files.upload(UPLOAD_PATH, { purpose: 'identity' }, png(pngWithText())))).toBe(
      'too_many_files',
    );
    // Another member's count is their own.
    const other = fileClient(t, (await createMember(t.services)).token);
    await other.upload(UPLOAD_PATH, { purpose: 'identity' }, png(pngWithText()));
    await t.services.settings.set(t.services.db, 'uploads.daily_count', 30);
    await files.upload(UPLOAD_PATH, { purpose: 'identity' }, png(pngWithText()));
  });

  it('binds the file to the sealed header: a body swapped under a stamp is refused', async () => {
    const member = await createMember(t.services);
    // The header's digest is of one file; the body carries another.
    const original = png(pngWithText());
    const digest = await crypto.subtle.digest('SHA-256', await original.arrayBuffer());
    expect(digest.byteLength).toBe(32);
    const tampered = new Blob([jpegWithExif()]);
    // Sending the JPEG with the PNG's digest needs a hand-made request.
    const form = new FormData();
    form.append('purpose', 'identity');
    form.append('file', tampered, 'x.jpg');
    const encoded = new Request('http://test.invalid/', { method: 'POST', body: form });
    const stamp = {
      t: t.clock.now().getTime(),
      r: 'swapped-body-1',
      d: Buffer.from(digest).toString('hex'),
    };
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: {
        'x-envelope': await t.codec.seal(stamp),
        authorization: `Bearer ${member.token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(await t.codec.open(response.body)).toMatchObject({ message: 'parameter_error' });
  });

  it('refuses a multipart body on any other call, and an upload without a digest', async () => {
    const member = await createMember(t.services);
    const form = new FormData();
    form.append('file', png(pngWithText()), 'x.png');
    const encoded = new Request('http://test.invalid/', { method: 'POST', body: form });
    const headers = {
      'x-envelope': await t.codec.seal({ t: t.clock.now().getTime(), r: 'no-digest-000' }),
      authorization: `Bearer ${member.token}`,
      'content-type': encoded.headers.get('content-type') ?? '',
    };
    const payload = Buffer.from(await encoded.arrayBuffer());
    const upload = await t.app.inject({ method: 'POST', url: UPLOAD_PATH, headers, payload });
    expect(upload.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/info',
      headers: {
        ...headers,
        'x-envelope': await t.codec.seal({ t: t.clock.now().getTime(), r: 'no-digest-001' }),
      },
      payload,
    });
    expect(other.statusCode).toBe(400);
  });

  it('closes the member side for maintenance, as every member call, while operators keep theirs', async () => {
    const member = await createMember(t.services);
    const files = fileClient(t, member.token);
    const before = await files.upload<UploadedFile>(UPLOAD_PATH, { purpose: 'support' }, png(pngWithText()));
    const staff = fileClient(t, (await createOperator(t.services, 'support')).token);
    await t.services.settings.set(t.services.db, 'maintenance.enabled', true);
    try {
      expect(await refusal(files.upload(UPLOAD_PATH, { purpose: 'support' }, png(pngWithText())))).toBe(
        'maintenance',
      );
      expect(await refusal(files.download(`${MEMBER_UPLOAD_PATH}/${before.id}`))).toBe('maintenance');
      // Closed whoever asks: no token is refused for maintenance, not as a stranger.
      expect(await refusal(fileClient(t, null).download(`${MEMBER_UPLOAD_PATH}/${before.id}`))).toBe(
        'maintenance',
      );
      const seen = await staff.download(`${ADMIN_UPLOAD_PATH}/${before.id}`);
      expect(seen.type).toBe('image/png');
      await staff.upload(ADMIN_UPLOAD_PATH, { purpose: 'support' }, png(pngWithText()));
    } finally {
      await t.services.settings.set(t.services.db, 'maintenance.enabled', false);
    }
    expect((await files.download(`${MEMBER_UPLOAD_PATH}/${before.id}`)).type).toBe('image/png');
  });
});
