import {
  adminMemberAdjust,
  adminMemberDetail,
  adminMemberOrders,
  adminMemberPostings,
  ROLE_PERMISSIONS,
  type CallResponse,
} from '@cloudmine/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmationTitled, dialogTitled } from '@/test/dialog';
import { fakeServer, on, testCodec } from '@cloudmine/api/testing';
import { signedIn } from '@/test/operator';
import { renderConsole } from '@/test/render-console';

const MEMBER: CallResponse<typeof adminMemberDetail>['member'] = {
  id: 9,
  phone: '01719999999',
  nickname: 'Nine',
  invitationCode: 'NINE09',
  inviterId: null,
  vipLevel: 1,
  status: 'active',
  identityVerified: true,
  depositProhibited: false,
  balanceMinor: 5_000,
  teamBalanceMinor: 0,
  points: 40,
  registeredAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  language: 'en',
  banReason: null,
  bannedAt: null,
};

function detailServer() {
  return [
    on(adminMemberDetail, () => ({
      member: MEMBER,
      postings: [],
      upline: [],
      downline: { level1: 0, level2: 0, level3: 0 },
    })),
    on(adminMemberPostings, () => ({ items: [], total: 0, page: 1, pageSize: 20 })),
    on(adminMemberOrders, () => ({ items: [], total: 0, page: 1, pageSize: 20 })),
    on(adminMemberAdjust, () => ({ postingId: 77, balanceAfter: 6_250 })),
  ];
}

describe('balance adjustment', () => {
  it('validates, names the amount and member, then posts once with an idempotency key', async () => {
    signedIn();
    const codec = await testCodec();
    const server = fakeServer(codec, detailServer());
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/members/9');

    // Wait on the text, then ask for the button once: a role query checks every candidate's
    // computed style, which in jsdom under Ant Design's styles costs seconds when polled.
    await screen.findByText('Adjust balance');
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await dialogTitled('Adjust balance');
    await user.click(within(dialog).getByLabelText('Amount in USD'));
    await user.paste('12.505');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Three decimals and no reason: nothing goes out.
    expect(await within(dialog).findByText('An amount such as 12.50 (at most two decimals)')).toBeTruthy();
    expect(within(dialog).getByText('Say why: the reason goes into the audit log')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Amount in USD'));
    await user.click(within(dialog).getByLabelText('Amount in USD'));
    await user.paste('12.5');
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('goodwill after outage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Move this money?', { selector: '.ant-modal-confirm-title' }),
    ).toBeTruthy();
    expect(screen.getByText(/\+12\.50 USD on the Balance of member #9 01719999999/)).toBeTruthy();
    expect(server.calls(adminMemberAdjust)).toHaveLength(0);

    await user.click(within(confirmationTitled('Move this money?')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.calls(adminMemberAdjust)).toHaveLength(1));
    const payload = server.calls(adminMemberAdjust)[0]?.payload;
    expect(payload).toMatchObject({
      memberId: 9,
      wallet: 'balance',
      direction: 'credit',
      amount: '12.5',
      reason: 'goodwill after outage',
    });
    expect(payload?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('is not offered to a role without money.adjust', async () => {
    signedIn({
      id: 3,
      username: 'sam',
      role: 'support',
      permissions: [...ROLE_PERMISSIONS.support],
      lastLoginAt: null,
    });
    const codec = await testCodec();
    const server = fakeServer(codec, detailServer());
    await renderConsole(server.transport, '/members/9');
    await screen.findByText('Ban');
    expect(screen.getByRole('button', { name: 'Ban' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });
});
