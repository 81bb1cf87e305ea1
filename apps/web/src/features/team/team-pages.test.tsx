import {
  getUserInfo,
  openFund,
  teamCount,
  type TeamLevelCounts,
  type TeamMember,
  teamMembers,
  type UserInfo,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, type SeenRequest, httpFailure } from '@cloudmine/api/testing';
import { renderApp } from '@/test/render-app';

const USER: UserInfo = {
  id: 7,
  phone: '01712345678',
  nickname: 'Demo',
  avatarUploadId: null,
  invitationCode: 'DEMO88',
  vipLevel: 0,
  language: 'en',
  balanceMinor: 0,
  teamBalanceMinor: 0,
  points: 0,
  hasFundPassword: false,
  identityVerified: false,
  registeredAt: '2026-01-01T00:00:00.000Z',
};

const shell = [on(getUserInfo, () => USER), on(openFund, () => ({ isOpen: false }))];

function member(id: number, recharged: boolean): TeamMember {
  return {
    id,
    maskedPhone: `018****${String(id).padStart(4, '0')}`,
    nickname: `Miner ${id}`,
    joinedOn: '2026-01-02',
    joinedAt: '2026-01-02T10:00:00.000Z',
    recharged,
    activated: id % 5 === 0,
  };
}

/** A level of 25 members (ids 125..101 on level 1, 225..201 on level 2), served 20 at a time. */
function membersHandler(request: SeenRequest) {
  const level = Number(request.payload.level ?? 1);
  const filter = typeof request.payload.recharge === 'string' ? request.payload.recharge : 'all';
  const cursor = request.payload.cursor ? Number(request.payload.cursor) : Infinity;
  const all = Array.from({ length: 25 }, (_, i) => member(level * 100 + 25 - i, i % 2 === 0)).filter(
    (m) => filter === 'all' || (filter === 'recharged') === m.recharged,
  );
  const page = all.filter((m) => m.id < cursor).slice(0, 20);
  return { items: page, nextCursor: page.length === 20 ? String(page.at(-1)?.id) : null };
}

describe('team pages', () => {
  // jsdom lays nothing out, so every element lacks an offsetParent and antd-mobile's InfiniteScroll
  // would never see its end come into view; give elements their parent, as a laid-out page would.
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
  });

  it('shows the counts of each level and opens that level’s members', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    const levels: TeamLevelCounts[] = [
      { level: 1, members: 7, recharged: 3, activated: 2 },
      { level: 2, members: 5, recharged: 1, activated: 1 },
      { level: 3, members: 0, recharged: 0, activated: 0 },
    ];
    const { router } = await renderApp(`#${paths.myTeam}`, [
      ...shell,
      on(teamCount, () => ({ levels, total: { members: 12, recharged: 4, activated: 3 } })),
      on(teamMembers, membersHandler),
    ]);
    expect(await screen.findByText('7 members · 3 recharged · 2 activated')).toBeTruthy();
    expect(screen.getByTestId('team-total').textContent).toBe('12');
    fireEvent.click(screen.getByTestId('team-level-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.teamMembers));
    expect(router.state.location.search).toBe('?level=2');
    expect(await screen.findByText('018****0225')).toBeTruthy();
  });

  it('lists one level page after page with masked phones and recharge status, and filters it', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    const { server } = await renderApp(`#${paths.teamMembers}`, [...shell, on(teamMembers, membersHandler)]);
    // The first page, then the rest as the list end comes into view.
    expect(await screen.findByText('018****0125')).toBeTruthy();
    expect(await screen.findByText('No more')).toBeTruthy();
    expect(screen.getAllByTestId('team-member')).toHaveLength(25);
    const pages = server.calls(teamMembers);
    expect(pages.map((r) => r.payload.cursor ?? null)).toEqual([null, '106']);
    expect(screen.getAllByText('Recharged').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not recharged').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Not recharged' }));
    await waitFor(() =>
      expect(server.seen.at(-1)?.payload).toMatchObject({ level: 1, recharge: 'not_recharged' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(12));
    expect(screen.queryAllByText('Recharged', { selector: '.adm-tag' })).toHaveLength(0);

    fireEvent.click(screen.getByText('Level 3'));
    await waitFor(() => expect(server.seen.at(-1)?.payload).toMatchObject({ level: 3 }));
  }, 20_000);

  it('says so when a level is empty, and offers a retry when loading fails', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    let fail = true;
    await renderApp(`#${paths.teamMembers}?level=3`, [
      ...shell,
      on(teamMembers, () =>
        fail ? httpFailure(500, { code: 500, message: 'server_error' }) : { items: [], nextCursor: null },
      ),
    ]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No members on this level yet')).toBeTruthy();
  });
});
