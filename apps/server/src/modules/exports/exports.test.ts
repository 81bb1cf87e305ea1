import {
  adminAuditList,
  adminExportPostings,
  adminExportRecharges,
  adminExportWithdrawals,
  EXPORT_ROW_CAP,
  paymentStart,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';
import { type TestMember } from '../../test-support/factories.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import {
  applyWithdrawal,
  bindBankCard,
  createChannel,
  readyToWithdraw,
} from '../../test-support/wallet-fixtures.js';
import { newKey, refusal } from '../../test-support/refusal.js';

/** Parses the simple CSV these exports write (quoted cells may hold commas and quotes). */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, cell]) => cell ?? ''),
    )
    .map((cells) =>
      cells.map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)),
    );
}

function rowsOf(csv: string): Array<Record<string, string>> {
  const [header = [], ...rows] = parseCsv(csv);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

describeOnEngines('CSV exports', (t) => {
  let finance: ApiClient;
  let member: TestMember;
  let today: string;

  beforeAll(async () => {
    finance = (await t.newOperator('finance')).client;
    member = await t.newMember({ balanceMinor: 300_00 });
    await t.newMember({ balanceMinor: 5_00 });
    await readyToWithdraw(t.services, member.id);
    const client = t.client({ token: member.token });
    await bindBankCard(t, client, { holderName: 'Rahim, "Bhai" Uddin' });
    await applyWithdrawal(client, '100');
    await client.call(paymentStart, {
      channelId: await createChannel(t.services, { kind: 'bank_transfer' }),
      amount: '20',
      payerReference: '=HYPERLINK("http://evil.example","click")',
      idempotencyKey: newKey(),
    });
    today = (await t.services.db.selectFrom('members').select('registered_on').executeTakeFirstOrThrow())
      .registered_on;
  });

  it('exports postings by member and type, amounts in cents, and records who exported what', async () => {
    const all = await finance.call(adminExportPostings, { from: today, to: today });
    expect(all).toMatchObject({ rows: 3, truncated: false, filename: `postings-${today}-to-${today}.csv` });
    const mine = await finance.call(adminExportPostings, { memberId: member.id, type: 2 });
    const rows = rowsOf(mine.csv);
    expect(rows).toEqual([
      expect.objectContaining({
        member_id: String(member.id),
        phone: member.phone,
        wallet: 'balance',
        type: '2',
        amount_minor: '-10200',
        balance_after_minor: '19800',
        reference_kind: 'withdrawal',
      }),
    ]);

    const audit = await finance.call(adminAuditList, { action: 'export.postings' });
    expect(audit.items[0]).toMatchObject({
      action: 'export.postings',
      targetKind: 'export',
      after: { filter: { memberId: member.id, type: 2 }, rows: 1, truncated: false },
    });
  });

  it('quotes text with commas and quotes, and defuses cells a spreadsheet would run as formulas', async () => {
    const withdrawals = await finance.call(adminExportWithdrawals, { state: 'under_review' });
    expect(rowsOf(withdrawals.csv)).toEqual([
      expect.objectContaining({
        holder_name: 'Rahim, "Bhai" Uddin',
        amount_minor: '10000',
        fee_minor: '200',
        state: 'under_review',
      }),
    ]);
    const recharges = await finance.call(adminExportRecharges, { memberId: member.id });
    expect(recharges.csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(rowsOf(recharges.csv)).toEqual([
      expect.objectContaining({
        payer_reference: `'=HYPERLINK("http://evil.example","click")`,
        channel_kind: 'bank_transfer',
        amount_minor: '2000',
        state: 'under_review',
      }),
    ]);
    expect((await finance.call(adminExportRecharges, { state: 'successful' })).rows).toBe(0);
  });

  it('filters by business day, both ends inclusive, and refuses a reversed range', async () => {
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = await finance.call(adminExportWithdrawals, { to: yesterday });
    expect(before).toMatchObject({ rows: 0, truncated: false });
    expect(before.csv.split('\r\n')[0]).toMatch(/^withdrawal_id,created_at,member_id,phone,/);
    expect((await finance.call(adminExportWithdrawals, { from: today })).rows).toBe(1);
    expect(await refusal(finance.call(adminExportWithdrawals, { from: today, to: yesterday }))).toBe(
      'parameter_error',
    );
    expect(EXPORT_ROW_CAP).toBe(50_000);
  });
});
