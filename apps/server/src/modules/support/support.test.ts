import {
  ADMIN_UPLOAD_PATH,
  adminAuditList,
  adminQuickReplies,
  adminQuickReplyDelete,
  adminQuickReplySave,
  adminSupportAssign,
  adminSupportClose,
  adminSupportList,
  adminSupportReply,
  adminSupportThreadCall,
  customerService,
  MEMBER_UPLOAD_PATH,
  supportOpen,
  supportReply,
  supportThreadCall,
  supportTickets,
  UPLOAD_PATH,
  type UploadedFile,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { createMember, createOperator, type TestOperator } from '../../test-support/factories.js';
import { fileClient, pngWithText } from '../../test-support/files.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('support', (t) => {
  let operator: TestOperator;
  beforeAll(async () => {
    operator = await createOperator(t.services, 'support');
  });

  const image = () => new Blob([pngWithText()]);

  it('runs a conversation: open with images, operator reply with an image, badge, read, reply, close', async () => {
    const member = await createMember(t.services);
    const client = t.client({ token: member.token });
    const staff = t.client({ token: operator.token });
    await t.services.settings.set(t.services.db, 'customer_service.chat', '@cloudmine_help');

    const first = await fileClient(t, member.token).upload<UploadedFile>(
      UPLOAD_PATH,
      { purpose: 'support' },
      image(),
    );
    const opened = await client.call(supportOpen, {
      topic: 'identity',
      text: 'How do I verify?',
      uploadIds: [first.id],
    });
    expect(opened).toMatchObject({ topic: 'identity', state: 'open', unread: false });
    expect(opened.messages).toMatchObject([
      { author: 'member', text: 'How do I verify?', uploadIds: [first.id] },
    ]);

    const queue = await staff.call(adminSupportList, { state: 'open', topic: 'identity' });
    expect(queue.items.map((row) => row.id)).toContain(opened.id);
    await staff.call(adminSupportAssign, { ticketId: opened.id });

    const staffImage = await fileClient(t, operator.token).upload<UploadedFile>(
      ADMIN_UPLOAD_PATH,
      { purpose: 'support' },
      image(),
    );
    const answered = await staff.call(adminSupportReply, {
      ticketId: opened.id,
      text: 'Open My → Identity verification.',
      uploadIds: [staffImage.id],
    });
    expect(answered).toMatchObject({ state: 'answered', assignedTo: operator.username });

    // The badge: the entry point and the list both count it.
    expect(await client.call(customerService, {})).toMatchObject({
      chat: '@cloudmine_help',
      unreadCount: 1,
      topics: ['identity', 'withdrawal', 'deposit', 'account', 'other'],
    });
    const thread = await client.call(supportThreadCall, { ticketId: opened.id });
    expect(thread.messages.map((m) => m.author)).toEqual(['member', 'operator']);
    expect((await client.call(supportTickets, {})).unreadCount).toBe(0);
    // The operator's image in a reply to them is theirs to see, and no one else's.
    const seen = await fileClient(t, member.token).download(`${MEMBER_UPLOAD_PATH}/${staffImage.id}`);
    expect(seen.type).toBe('image/png');
    const stranger = await createMember(t.services);
    expect(
      await refusal(fileClient(t, stranger.token).download(`${MEMBER_UPLOAD_PATH}/${staffImage.id}`)),
    ).toBe('not_found');

    const replied = await client.call(supportReply, { ticketId: opened.id, text: 'Thanks', uploadIds: [] });
    expect(replied.state).toBe('open');
    await staff.call(adminSupportClose, { ticketId: opened.id });
    expect(
      await refusal(client.call(supportReply, { ticketId: opened.id, text: 'Again', uploadIds: [] })),
    ).toBe('ticket_closed');

    const audit = await t
      .client({ token: (await createOperator(t.services, 'owner')).token })
      .call(adminAuditList, { targetKind: 'support_ticket', targetId: String(opened.id) });
    expect(audit.items.map((e) => e.action).sort()).toEqual([
      'support.assign',
      'support.close',
      'support.reply',
    ]);
  });

  it('keeps tickets and their images to their member', async () => {
    const owner = await createMember(t.services);
    const other = await createMember(t.services);
    const opened = await t.client({ token: owner.token }).call(supportOpen, {
      topic: 'withdrawal',
      text: 'Where is my money?',
      uploadIds: [],
    });
    const intruder = t.client({ token: other.token });
    expect(await refusal(intruder.call(supportThreadCall, { ticketId: opened.id }))).toBe('not_found');
    expect(
      await refusal(intruder.call(supportReply, { ticketId: opened.id, text: 'hi', uploadIds: [] })),
    ).toBe('not_found');
    expect((await intruder.call(supportTickets, {})).items).toEqual([]);

    const ownersImage = await fileClient(t, owner.token).upload<UploadedFile>(
      UPLOAD_PATH,
      { purpose: 'support' },
      image(),
    );
    expect(
      await refusal(
        intruder.call(supportOpen, { topic: 'other', text: 'look', uploadIds: [ownersImage.id] }),
      ),
    ).toBe('not_found');
    const ownTicket = await intruder.call(supportOpen, { topic: 'other', text: 'mine', uploadIds: [] });
    expect(
      await refusal(
        intruder.call(supportReply, { ticketId: ownTicket.id, text: 'look', uploadIds: [ownersImage.id] }),
      ),
    ).toBe('not_found');
    const four = [1, 2, 3, 4];
    expect(await refusal(intruder.call(supportOpen, { topic: 'other', text: 'x', uploadIds: four }))).toBe(
      'too_many_files',
    );
    expect(await refusal(intruder.call(supportOpen, { topic: 'other', text: '  ', uploadIds: [] }))).toBe(
      'missing_parameters',
    );
    // Content operators do not read members' conversations.
    const content = t.client({ token: (await createOperator(t.services, 'content')).token });
    expect(await refusal(content.call(adminSupportThreadCall, { ticketId: opened.id }))).toBe(
      'permission_denied',
    );
  });

  it('lets operators keep quick replies in three languages', async () => {
    const staff = t.client({ token: operator.token });
    const texts = {
      zh: '请上传清晰的照片',
      en: 'Please upload a clear photo',
      bd: 'অনুগ্রহ করে একটি পরিষ্কার ছবি আপলোড করুন',
    };
    const saved = await staff.call(adminQuickReplySave, { title: 'Clear photo', texts });
    await staff.call(adminQuickReplySave, {
      id: saved.id,
      title: 'Clear photo',
      texts: { ...texts, en: 'A clear photo, please' },
    });
    expect((await staff.call(adminQuickReplies, {})).items).toMatchObject([
      { id: saved.id, texts: { en: 'A clear photo, please' } },
    ]);
    await staff.call(adminQuickReplyDelete, { id: saved.id });
    expect((await staff.call(adminQuickReplies, {})).items).toEqual([]);
    expect(await refusal(staff.call(adminQuickReplySave, { title: 'x', texts: { ...texts, bd: '' } }))).toBe(
      'parameter_error',
    );
  });
});
