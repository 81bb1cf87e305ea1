import { checkinDo, checkinStatus, openFund } from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { renderApp } from '@/test/render-app';

const base = {
  today: '2026-03-10',
  streakTarget: 7,
  pointsPerDay: 10,
  streakRewardPoints: 50,
  month: '2026-03',
};

describe('the check-in page', () => {
  it('checks in once with an idempotency key and then shows the day done', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    let checkedIn = false;
    const { server } = await renderApp(`#${paths.checking}`, [
      on(openFund, () => ({ isOpen: false })),
      on(checkinStatus, () => ({
        ...base,
        checkedInToday: checkedIn,
        streakDays: checkedIn ? 7 : 6,
        nextCheckinPoints: checkedIn ? 10 : 60,
        days: checkedIn
          ? [{ date: '2026-03-10', points: 60, streakDay: 7, streakReward: true }]
          : [{ date: '2026-03-09', points: 10, streakDay: 6, streakReward: false }],
      })),
      on(checkinDo, () => {
        checkedIn = true;
        return {
          date: '2026-03-10',
          points: 60,
          streakDay: 7,
          streakReward: true,
          pointsBalance: 160,
          checkedInAt: '2026-03-10T04:00:00.000Z',
        };
      }),
    ]);
    expect(await screen.findByText('6 days in a row')).toBeTruthy();
    expect(screen.getByLabelText('Day 6 of 7')).toBeTruthy();
    expect(screen.getByLabelText('2026-03-09: checked in, +10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check in (+60 points)' }));
    expect(await screen.findByText('Streak reward! +60 points')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checked in today' }).disabled).toBe(true),
    );
    expect(screen.getByText('7 days in a row')).toBeTruthy();
    expect(screen.getByLabelText('2026-03-10: streak reward, +60')).toBeTruthy();
    const calls = server.calls(checkinDo);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
