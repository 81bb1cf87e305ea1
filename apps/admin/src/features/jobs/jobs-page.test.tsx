import {
  adminJobRerun,
  adminJobRunsList,
  adminJobsList,
  type CallResponse,
  type JobRun,
} from '@cloudmine/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogTitled } from '@/test/dialog';
import { fakeServer, on, testCodec } from '@cloudmine/api/testing';
import { signedIn } from '@/test/operator';
import { renderConsole } from '@/test/render-console';

const FAILED_RUN: JobRun = {
  id: 7,
  job: 'mining-income',
  businessDay: '2026-11-22',
  startedAt: '2026-11-21T18:00:05.000Z',
  finishedAt: '2026-11-21T18:00:09.000Z',
  state: 'failed',
  itemsPaid: 11,
  failures: 1,
  failureReasons: [{ item: 'mining_order:2', reason: 'not a bounded integer amount: 10000000000001' }],
  nodeId: 'node-a',
  trigger: 'schedule',
  runs: 3,
};

const STATUS: CallResponse<typeof adminJobsList> = {
  businessDay: '2026-11-22',
  enabled: true,
  jobs: [{ name: 'mining-income', daily: true, lastRun: FAILED_RUN, warning: 'failed', missedDays: [] }],
};

describe('scheduled jobs', () => {
  it('lists runs with their failure reasons and re-runs a day with a reason', async () => {
    signedIn();
    const codec = await testCodec();
    const server = fakeServer(codec, [
      on(adminJobsList, () => STATUS),
      on(adminJobRunsList, () => ({ items: [FAILED_RUN], total: 1, page: 1, pageSize: 20 })),
      on(adminJobRerun, () => ({ ...FAILED_RUN, id: 8, state: 'completed', itemsPaid: 1, failures: 0 })),
    ]);
    const user = userEvent.setup({ delay: null });
    await renderConsole(server.transport, '/jobs');
    // The first render loads the console's chunks: slow on a shared 2-core machine.
    const row = (await screen.findByText(/not a bounded integer amount/, {}, { timeout: 60_000 })).closest(
      'tr',
    );
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Failed')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Re-run this day' }));
    const dialog = await dialogTitled('Re-run a day');
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('order row repaired');
    await user.click(within(dialog).getByRole('button', { name: 'Re-run a day' }));
    await waitFor(() => expect(server.calls(adminJobRerun)).toHaveLength(1));
    expect(server.calls(adminJobRerun)[0]?.payload).toEqual({
      job: 'mining-income',
      businessDay: '2026-11-22',
      reason: 'order row repaired',
    });
    // A wide antd table and a dialog form in jsdom: slow on a shared 2-core machine, hence the room.
  }, 120_000);

  it('warns on the dashboard when a daily job failed today', async () => {
    signedIn();
    const codec = await testCodec();
    const server = fakeServer(codec, [on(adminJobsList, () => STATUS)]);
    await renderConsole(server.transport, '/');
    expect(
      await screen.findByText(
        'Job mining-income failed today (2026-11-22): see its failures and re-run after the fix',
      ),
    ).toBeTruthy();
  });

  it('warns on the dashboard about earlier days a daily job has no completed run for', async () => {
    signedIn();
    const codec = await testCodec();
    const late = {
      name: 'fund-income',
      daily: true,
      lastRun: null,
      warning: null,
      missedDays: ['2026-11-20', '2026-11-21'],
    };
    const server = fakeServer(codec, [on(adminJobsList, () => ({ ...STATUS, jobs: [late] }))]);
    await renderConsole(server.transport, '/');
    expect(
      await screen.findByText(
        'Job fund-income has no completed run for 2026-11-20, 2026-11-21 (re-run them on the jobs page)',
      ),
    ).toBeTruthy();
  });
});
