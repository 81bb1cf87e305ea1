import {
  adminSettingsList,
  adminSettingsUpdate,
  type CallResponse,
  type SettingModule,
  type SettingUnit,
} from '@cloudmine/api';
import { fakeServer, on, refused, testCodec } from '@cloudmine/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { switchLanguage } from '@/lib/i18n/i18n';
import { dialogTitled } from '@/test/dialog';
import { signedIn } from '@/test/operator';
import { renderConsole } from '@/test/render-console';

/** A row as the server lists it, its JSON Schema written by zod exactly as the server writes it. */
type SettingRow = CallResponse<typeof adminSettingsList>['items'][number];

function row(
  key: string,
  module: SettingModule,
  unit: SettingUnit,
  schema: z.ZodType,
  value: unknown,
  defaultValue = value,
): SettingRow {
  return {
    key,
    module,
    unit,
    value,
    defaultValue,
    schema: z.toJSONSchema(schema, { unrepresentable: 'any' }),
  };
}

const cents = z.number().int().min(0).max(100_000_000_00);
const ROWS = [
  row('sms.resend_seconds', 'accounts', 'seconds', z.number().int().min(30).max(600), 60),
  row('withdraw.min_minor', 'withdrawals', 'minor', cents, 10_00),
  row('withdraw.fee_bps', 'withdrawals', 'bps', z.number().int().min(0).max(5_000), 150, 200),
  row('withdraw.enabled', 'withdrawals', 'boolean', z.boolean(), true),
  row('bank.change_hold_hours', 'bank-cards', 'hours', z.number().int().min(0).max(720), 24),
  row(
    'vip.thresholds_minor',
    'investments',
    'minor-list',
    z.array(z.number().int().min(1)).max(20),
    [100_00, 500_00],
  ),
  row('uploads.max_file_bytes', 'uploads', 'bytes', z.number().int().min(65_536).max(20_971_520), 5_242_880),
  row(
    'withdraw.notice',
    'withdrawals',
    'texts',
    z.object({ en: z.string().max(500), zh: z.string().max(500), bd: z.string().max(500) }),
    { en: 'Paid within 24 hours.', zh: '24小时内到账。', bd: '২৪ ঘণ্টার মধ্যে পরিশোধ।' },
  ),
  row(
    'templates.sms.withdrawal_rejected',
    'messages',
    'texts',
    z.object({ en: z.string().max(300), zh: z.string().max(300), bd: z.string().max(300) }),
    {
      en: 'Rejected {amount} USD: {reason}',
      zh: '提现 {amount} USD 被拒绝：{reason}',
      bd: '{amount} USD প্রত্যাখ্যাত: {reason}',
    },
  ),
];

async function openSettings(language?: 'zh' | 'bd') {
  signedIn();
  await switchLanguage(language ?? 'en');
  const codec = await testCodec();
  const server = fakeServer(codec, [
    on(adminSettingsList, { items: ROWS }),
    on(adminSettingsUpdate, (request) => {
      const found = ROWS.find((r) => r.key === request.payload.key);
      return found ? { ...found, value: request.payload.value } : refused('parameter_error');
    }),
  ]);
  await renderConsole(server.transport, '/settings');
  // The first render loads the console's chunks: slow on a shared 2-core machine.
  await screen.findByTestId('setting-value-withdraw.min_minor', {}, { timeout: 60_000 });
  return server;
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * A user without user-event's pointer-events check: it asks jsdom for the computed style of every
 * ancestor on each pointer action, slow under antd's CSS-in-JS (two to four times these tests' time
 * on a loaded machine). The tests wait for dialogs to close and the list's spinner to go themselves.
 */
const newUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Replaces a field's text at once: typing key by key re-validates an antd form on every key. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Opens a setting's dialog from its row. */
async function edit(user: User, title: string): Promise<HTMLElement> {
  await user.click(within(rowOf(title)).getByRole('button', { name: `Edit ${title}` }));
  return dialogTitled(title);
}

/** Fills the reason and saves; waits until the dialog has closed on the answer. */
async function save(user: User, dialog: HTMLElement, reason: string) {
  await fill(user, within(dialog).getByLabelText('Reason'), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

/** The dialog has closed and the list is no longer reloading (its spinner blocks the rows). */
async function closed(dialog: HTMLElement) {
  await waitFor(() => {
    expect(dialog.closest('.ant-modal-wrap')?.getAttribute('style') ?? '').toMatch(/display: none/);
    expect(document.querySelector('.ant-spin-blur')).toBeNull();
  });
}

function rowOf(title: string): HTMLElement {
  const cell = screen.getByText(title).closest('tr');
  if (!cell) throw new Error(`no row for ${title}`);
  return cell;
}

describe('settings', () => {
  it('lists settings by module with titles, meanings and values in their units', async () => {
    await openSettings();
    const withdraw = rowOf('Smallest withdrawal');
    expect(within(withdraw).getByText('withdraw.min_minor')).toBeTruthy();
    expect(
      within(withdraw).getByText('Smallest amount of one withdrawal, the fee not included.'),
    ).toBeTruthy();
    expect(screen.getByTestId('setting-value-withdraw.min_minor').textContent).toBe('10.00\u00a0USD');
    // A changed value says so, beside its default in the same unit.
    expect(screen.getByTestId('setting-value-withdraw.fee_bps').textContent).toBe('1.5% changed');
    expect(within(rowOf('Withdrawal fee (share)')).getByText('2%')).toBeTruthy();
    expect(screen.getByTestId('setting-value-withdraw.enabled').textContent).toBe('On');
    expect(screen.getByTestId('setting-value-bank.change_hold_hours').textContent).toBe('24 hours');
    expect(screen.getByTestId('setting-value-sms.resend_seconds').textContent).toBe('60 seconds');
    expect(screen.getByTestId('setting-value-vip.thresholds_minor').textContent).toBe(
      '100.00 · 500.00\u00a0USD',
    );
    expect(screen.getByTestId('setting-value-uploads.max_file_bytes').textContent).toBe('5 MB');

    // Grouped: money modules first, each under its heading.
    const headings = within(screen.getByRole('table')).getAllByRole('heading', { level: 5 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Withdrawals',
      'Bank cards and USDT addresses',
      'VIP levels',
      'Customer service and message texts',
      'Registration, login and SMS',
      'Uploads',
    ]);
  });

  it('finds a setting by its title or meaning in the current language', async () => {
    const user = newUser();
    await openSettings();
    await user.type(screen.getByLabelText('Find a setting'), 'fee not included');
    await waitFor(() => expect(screen.queryByText('Withdrawal fee (share)')).toBeNull());
    expect(screen.getByText('Smallest withdrawal')).toBeTruthy();
    await user.clear(screen.getByLabelText('Find a setting'));
    await user.type(screen.getByLabelText('Find a setting'), 'hold');
    await waitFor(() => expect(screen.queryByText('Smallest withdrawal')).toBeNull());
    expect(screen.getByText('Hold after an account change')).toBeTruthy();
  });

  it.each([
    {
      language: 'zh',
      title: '单笔最低提现',
      meaning: '单笔提现的最低金额，不含手续费。',
      hours: '24小时',
      module: '提现',
    },
    {
      language: 'bd',
      title: 'সর্বনিম্ন উত্তোলন',
      meaning: 'একবারে উত্তোলনের সর্বনিম্ন পরিমাণ, ফি ছাড়া।',
      hours: '24 ঘণ্টা',
      module: 'উত্তোলন',
    },
  ] as const)('shows titles, meanings and units in $language', async (expected) => {
    await openSettings(expected.language);
    expect(screen.getByText(expected.title)).toBeTruthy();
    expect(screen.getByText(expected.meaning)).toBeTruthy();
    expect(screen.getByTestId('setting-value-bank.change_hold_hours').textContent).toBe(expected.hours);
    expect(within(screen.getByRole('table')).getByRole('heading', { name: expected.module })).toBeTruthy();
  });

  it('edits money in dollars and sends cents', async () => {
    const user = newUser();
    const server = await openSettings();
    const dialog = await edit(user, 'Smallest withdrawal');
    const amount = within(dialog).getByLabelText('Value');
    expect((amount as HTMLInputElement).value).toBe('10.00');
    await fill(user, amount, '12.5');
    await save(user, dialog, 'raise the floor');
    await waitFor(() => expect(server.calls(adminSettingsUpdate)).toHaveLength(1));
    expect(server.calls(adminSettingsUpdate)[0]?.payload).toEqual({
      key: 'withdraw.min_minor',
      value: 12_50,
      reason: 'raise the floor',
    });
  }, 120_000);

  it('edits a rate in percent, fills in the default as a percentage and sends basis points', async () => {
    const user = newUser();
    const server = await openSettings();
    const dialog = await edit(user, 'Withdrawal fee (share)');
    const rate = within(dialog).getByLabelText('Value');
    expect((rate as HTMLInputElement).value).toBe('1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Use the default' }));
    expect((rate as HTMLInputElement).value).toBe('2');
    await fill(user, rate, '1.25');
    await save(user, dialog, 'cheaper');
    await waitFor(() => expect(server.calls(adminSettingsUpdate)).toHaveLength(1));
    expect(server.calls(adminSettingsUpdate)[0]?.payload).toMatchObject({
      key: 'withdraw.fee_bps',
      value: 125,
    });
  }, 120_000);

  it('refuses a malformed or out-of-range percentage and a malformed amount before anything is sent', async () => {
    const user = newUser();
    const server = await openSettings();
    let dialog = await edit(user, 'Withdrawal fee (share)');
    let field = within(dialog).getByLabelText('Value');
    await fill(user, field, '1.255');
    await save(user, dialog, 'testing');
    expect(
      await within(dialog).findByText('A percentage such as 5 or 1.25 (at most two decimals)'),
    ).toBeTruthy();
    await fill(user, field, '60');
    expect(await within(dialog).findByText('Between 0% and 50%')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed(dialog);

    dialog = await edit(user, 'Smallest withdrawal');
    field = within(dialog).getByLabelText('Value');
    await fill(user, field, '10.001');
    await save(user, dialog, 'testing');
    expect(await within(dialog).findByText('An amount such as 12.50 (at most two decimals)')).toBeTruthy();
    expect(server.calls(adminSettingsUpdate)).toHaveLength(0);
  }, 120_000);

  it('edits VIP thresholds as rising dollar amounts and sends cents', async () => {
    const user = newUser();
    const server = await openSettings();
    const dialog = await edit(user, 'VIP thresholds');
    const field = within(dialog).getByLabelText('Value');
    expect((field as HTMLInputElement).value).toBe('100.00, 500.00');
    await fill(user, field, '100, 500, 300');
    await save(user, dialog, 'testing');
    expect(await within(dialog).findByText('Each amount above zero and above the one before')).toBeTruthy();
    expect(server.calls(adminSettingsUpdate)).toHaveLength(0);
    await fill(user, field, '100, 500, 2000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls(adminSettingsUpdate)).toHaveLength(1));
    expect(server.calls(adminSettingsUpdate)[0]?.payload).toMatchObject({
      key: 'vip.thresholds_minor',
      value: [100_00, 500_00, 2_000_50],
    });
  }, 120_000);

  it('edits a text per language in one field each and sends all three', async () => {
    const user = newUser();
    const server = await openSettings();
    expect(screen.getByTestId('setting-value-withdraw.notice').textContent).toBe('Paid within 24 hours.');
    const dialog = await edit(user, 'Withdrawal page notice');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Bengali').value).toBe('২৪ ঘণ্টার মধ্যে পরিশোধ।');
    await fill(user, within(dialog).getByLabelText('Chinese'), '12小时内到账。');
    await save(user, dialog, 'faster payouts');
    await waitFor(() => expect(server.calls(adminSettingsUpdate)).toHaveLength(1));
    expect(server.calls(adminSettingsUpdate)[0]?.payload).toMatchObject({
      key: 'withdraw.notice',
      value: { en: 'Paid within 24 hours.', zh: '12小时内到账。', bd: '২৪ ঘণ্টার মধ্যে পরিশোধ।' },
    });
  }, 120_000);

  it('lists a template’s variables, previews it, and refuses a variable not on its list', async () => {
    const user = newUser();
    const server = await openSettings();
    const dialog = await edit(user, 'SMS: withdrawal rejected');
    expect(within(dialog).getByTestId('template-variables').textContent).toBe('Variables: {amount}{reason}');
    const english = within(dialog).getByLabelText('English');
    await fill(user, english, 'Your {amount} USD came back: {reason}');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('template-preview')
          .map((p) => p.textContent),
      ).toEqual([
        'Preview: 提现 50.00 USD 被拒绝：…',
        'Preview: Your 50.00 USD came back: …',
        'Preview: 50.00 USD প্রত্যাখ্যাত: …',
      ]),
    );
    await fill(user, english, 'Your {amout} USD came back');
    await save(user, dialog, 'friendlier text');
    expect(await within(dialog).findByText('Not a variable of this text: {amout}')).toBeTruthy();
    expect(server.calls(adminSettingsUpdate)).toHaveLength(0);
    await fill(user, english, 'Your {amount} USD came back');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls(adminSettingsUpdate)).toHaveLength(1));
    expect(server.calls(adminSettingsUpdate)[0]?.payload).toMatchObject({
      key: 'templates.sms.withdrawal_rejected',
      value: { en: 'Your {amount} USD came back' },
    });
  }, 120_000);
});
