import {
  adminMessageSend,
  adminMessagesList,
  BADGE_MAX,
  customerService,
  messages,
  messagesRead,
  messagesUnread,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';

import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('member messages', (t) => {
  let operatorToken: string;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
  });

  const admin = () => t.client({ token: operatorToken });
  const texts = (title: string) => ({
    en: { title, content: `${title} body` },
    zh: { title: `${title} 中`, content: '内容' },
  });

  it('delivers to one member, or to everyone registered at the time, in the member’s language', async () => {
    const early = await t.newMember({ language: 'zh' });
    const other = await t.newMember();
    t.clock.advance(1_000);
    const personal = await admin().call(adminMessageSend, {
      phone: early.phone,
      texts: texts('For you'),
      reason: 'test',
    });
    expect(personal).toMatchObject({ memberId: early.id, phone: early.phone, readCount: 0 });
    t.clock.advance(1_000);
    await admin().call(adminMessageSend, { texts: texts('Everyone'), reason: 'broadcast' });
    t.clock.advance(1_000);
    const late = await t.newMember({ language: 'bd' });

    const inbox = await t.client({ token: early.token }).call(messages, {});
    expect(inbox.items.map((m) => [m.title, m.read, m.broadcast])).toEqual([
      ['Everyone 中', false, true],
      ['For you 中', false, false],
    ]);
    expect(inbox.unreadCount).toBe(2);
    expect((await t.client({ token: other.token }).call(messages, {})).items.map((m) => m.title)).toEqual([
      'Everyone',
    ]);
    // Bengali missing: English. A member who joined after the broadcast does not get it.
    expect((await t.client({ token: late.token }).call(messages, {})).items).toEqual([]);
    expect(
      await refusal(
        admin().call(adminMessageSend, { phone: '01999999999', texts: texts('x'), reason: 'test' }),
      ),
    ).toBe('phone_not_registered');
  });

  it('marks messages read one by one or all at once, ignoring ids that are not the member’s', async () => {
    const m = await t.newMember();
    const stranger = await t.newMember();
    t.clock.advance(1_000);
    const ids: number[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      ids.push(
        (await admin().call(adminMessageSend, { phone: m.phone, texts: texts(title), reason: 'test' })).id,
      );
    }
    const client = t.client({ token: m.token });
    expect(await client.call(messagesUnread, {})).toEqual({ unreadCount: 3 });
    expect(await client.call(messagesRead, { ids: [ids[0] ?? 0] })).toEqual({ unreadCount: 2 });
    // Reading again changes nothing; a stranger cannot mark someone else's message.
    expect(await client.call(messagesRead, { ids: [ids[0] ?? 0] })).toEqual({ unreadCount: 2 });
    expect(await t.client({ token: stranger.token }).call(messagesRead, { ids: [ids[1] ?? 0] })).toEqual({
      unreadCount: 0,
    });
    const page = await client.call(messages, { limit: 2 });
    expect(page.items.map((x) => [x.title, x.read])).toEqual([
      ['Three', false],
      ['Two', false],
    ]);
    const rest = await client.call(messages, { limit: 2, cursor: page.nextCursor ?? '' });
    expect(rest.items.map((x) => [x.title, x.read])).toEqual([['One', true]]);
    expect(await client.call(messagesRead, { all: true })).toEqual({ unreadCount: 0 });
    expect((await client.call(messages, {})).items.every((x) => x.read)).toBe(true);
    const sent = await admin().call(adminMessagesList, { memberId: m.id });
    expect(sent.items.filter((x) => x.memberId === m.id).map((x) => x.readCount)).toEqual([1, 1, 1]);
    expect(await refusal(client.call(messagesRead, { ids: [] }))).toBe('parameter_error');
  });

  it('counts unread up to BADGE_MAX + 1 for the badge', async () => {
    const m = await t.newMember();
    t.clock.advance(1_000);
    const at = t.clock.now().toISOString();
    await t.services.db
      .insertInto('member_messages')
      .values(
        Array.from({ length: BADGE_MAX + 5 }, (_, i) => ({
          member_id: m.id,
          texts_json: JSON.stringify({ en: { title: `m${i}`, content: 'x' } }),
          created_at: at,
        })),
      )
      .execute();
    const client = t.client({ token: m.token });
    expect(await client.call(messagesUnread, {})).toEqual({ unreadCount: BADGE_MAX + 1 });
    expect(await client.call(messagesRead, { all: true })).toEqual({ unreadCount: 0 });
  });

  it('answers the customer-service link and chat address from settings', async () => {
    const m = await t.newMember();
    const client = t.client({ token: m.token });
    expect(await client.call(customerService, {})).toMatchObject({ url: '', chat: '', unreadCount: 0 });
    await t.services.settings.set(t.services.db, 'customer_service.url', 'https://help.example.com/chat');
    await t.services.settings.set(t.services.db, 'customer_service.chat', 'Telegram @cloudmine_help');
    expect(await client.call(customerService, {})).toMatchObject({
      url: 'https://help.example.com/chat',
      chat: 'Telegram @cloudmine_help',
    });
    await expect(
      t.services.settings.set(t.services.db, 'customer_service.url', 'javascript:alert(1)'),
    ).rejects.toThrow();
    expect(await refusal(t.client().call(customerService, {}))).toBe('token_invalid');
  });
});
