import { type AdminMemberRow, adminMembersSearch } from '@cloudmine/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, on, testCodec } from '@cloudmine/api/testing';
import { signedIn } from '@/test/operator';
import { renderConsole } from '@/test/render-console';

function member(id: number): AdminMemberRow {
  return {
    id,
    phone: `0171000${String(id).padStart(4, '0')}`,
    nickname: `member ${id}`,
    invitationCode: `INV${id}`,
    inviterId: null,
    vipLevel: 0,
    status: 'active',
    identityVerified: false,
    depositProhibited: false,
    balanceMinor: id * 100,
    teamBalanceMinor: 0,
    points: 0,
    registeredAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: null,
  };
}

/** 45 members, paged and filtered by the fake server as the real one does. */
function membersServer() {
  const all = Array.from({ length: 45 }, (_, i) => member(45 - i));
  return (payload: Record<string, unknown>) => {
    const query = typeof payload.query === 'string' ? payload.query : '';
    const matching = all.filter((m) => !query || m.phone.startsWith(query) || String(m.id) === query);
    const page = Number(payload.page ?? 1);
    const pageSize = Number(payload.pageSize ?? 20);
    return {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    };
  };
}

describe('members list', () => {
  it('pages and filters on the server', async () => {
    signedIn();
    const codec = await testCodec();
    const search = membersServer();
    const server = fakeServer(codec, [on(adminMembersSearch, (request) => search(request.payload))]);
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/members');

    expect(await screen.findByText('member 45')).toBeTruthy();
    expect(screen.getByText('45 in all')).toBeTruthy();
    expect(server.calls(adminMembersSearch)[0]?.payload).toMatchObject({
      page: 1,
      pageSize: 20,
      query: '',
      sort: 'newest',
    });

    // Page 2 asks the server for it.
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('member 25')).toBeTruthy();
    expect(server.calls(adminMembersSearch).at(-1)?.payload).toMatchObject({ page: 2 });

    // A search starts again at page 1 with the query.
    await user.type(screen.getByPlaceholderText('Phone, member ID or invitation code'), '17{Enter}');
    await waitFor(() =>
      expect(server.calls(adminMembersSearch).at(-1)?.payload).toMatchObject({
        page: 1,
        query: '17',
      }),
    );
    // Member 17 is on page 2 too: the search's own answer is the one that says "1 in all".
    expect(await screen.findByText('1 in all')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('member 17')).toBeTruthy();
    expect(within(table).queryByText('member 25')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    signedIn();
    const codec = await testCodec();
    const server = fakeServer(codec, [
      on(adminMembersSearch, () => ({ items: [], total: 0, page: 1, pageSize: 20 })),
    ]);
    await renderConsole(server.transport, '/members');
    expect(await screen.findAllByText('Nothing here yet')).not.toHaveLength(0);
  });
});
