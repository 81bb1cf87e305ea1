import {
  adminMemberBan,
  adminMemberUnban,
  adminSupportList,
  adminSupportReply,
  login,
  loginHistory,
  supportChannels,
  supportContact,
  supportThreadCall,
  supportTickets,
} from '@cloudmine/api';
import { expect, it } from 'vitest';
import { FACTORY_PASSWORD } from '../../test-support/factories.js';
import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

const REASON = 'chargeback fraud on three cards';

/** Support for a member who cannot log in: a banned member writes, is answered, reads it once unbanned. */
describeOnEngines('public support contact', (t) => {
  it('lets a banned member write with phone and password, and read the answer in the app once unbanned', async () => {
    const member = await t.newMember();
    const owner = await t.newOperator('owner');
    const staff = await t.newOperator('support');
    await t.services.settings.set(t.services.db, 'customer_service.url', 'https://help.example.com/');
    await t.services.settings.set(t.services.db, 'customer_service.chat', '@cloudmine_help');
    await owner.client.call(adminMemberBan, { memberId: member.id, kind: 'fraud', reason: REASON });
    const visitor = t.client({ ip: '198.51.100.7' });
    expect(await refusal(visitor.call(login, { phone: member.phone, password: FACTORY_PASSWORD }))).toBe(
      'account_banned_fraud',
    );

    // The operator's own channels are public; the form needs the member's own password.
    expect(await visitor.call(supportChannels, {})).toEqual({
      url: 'https://help.example.com/',
      chat: '@cloudmine_help',
    });
    const first = await visitor.call(supportContact, {
      phone: member.phone,
      password: FACTORY_PASSWORD,
      text: 'Why is my account banned?',
    });
    // A second message joins the same conversation, which waits in the console's queue.
    const second = await visitor.call(supportContact, {
      phone: member.phone,
      password: FACTORY_PASSWORD,
      topic: 'account',
      text: 'I sent my bank statement.',
    });
    expect(second.ticketId).toBe(first.ticketId);
    const queue = await staff.client.call(adminSupportList, { state: 'open', topic: 'account' });
    expect(queue.items.find((row) => row.id === first.ticketId)).toMatchObject({ memberId: member.id });
    await staff.client.call(adminSupportReply, {
      ticketId: first.ticketId,
      text: 'The ban is lifted after review.',
      uploadIds: [],
    });

    await owner.client.call(adminMemberUnban, { memberId: member.id, reason: 'statement checked' });
    const session = await visitor.call(login, { phone: member.phone, password: FACTORY_PASSWORD });
    const app = t.client({ token: session.token });
    expect((await app.call(supportTickets, {})).unreadCount).toBe(1);
    const thread = await app.call(supportThreadCall, { ticketId: first.ticketId });
    expect(thread.messages.map((message) => [message.author, message.text])).toEqual([
      ['member', 'Why is my account banned?'],
      ['member', 'I sent my bank statement.'],
      ['operator', 'The ban is lifted after review.'],
    ]);
  });

  it('refuses wrong credentials as a login does, counting them, and keeps to its limits', async () => {
    const member = await t.newMember();
    const stranger = t.client({ ip: '198.51.100.20' });
    expect(
      await refusal(
        stranger.call(supportContact, { phone: member.phone, password: 'not-the-one', text: 'hello' }),
      ),
    ).toBe('wrong_password');
    expect(
      await refusal(
        stranger.call(supportContact, { phone: '01999999999', password: FACTORY_PASSWORD, text: 'hello' }),
      ),
    ).toBe('phone_not_registered');
    // The wrong guess is in the member's login history, as a failed login would be.
    const history = await member.client.call(loginHistory, {});
    expect(history.items.filter((attempt) => !attempt.success)).toHaveLength(1);

    await t.services.settings.set(t.services.db, 'support.contact_per_day', 2);
    const writer = t.client({ ip: '198.51.100.21' });
    const write = (text: string) =>
      writer.call(supportContact, { phone: member.phone, password: FACTORY_PASSWORD, text });
    await write('one');
    await write('two');
    expect(await refusal(write('three'))).toBe('request_too_frequent');

    await t.services.settings.set(t.services.db, 'support.contact_per_ip_per_hour', 3);
    const flooding = t.client({ ip: '198.51.100.22' });
    const other = await t.newMember();
    const flood = () =>
      flooding.call(supportContact, { phone: other.phone, password: 'guess-123', text: 'x' });
    for (let i = 0; i < 3; i += 1) expect(await refusal(flood())).toBe('wrong_password');
    // Refused before the password is checked: the form is no guessing oracle past the limit.
    expect(await refusal(flood())).toBe('request_too_frequent');
  });
});
