import { adminMemberAdjust, FUND_RECORD_TYPE_NAMES, STATEMENT_COLUMNS, STATEMENT_PATH } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { freshToken } from '../../test-support/earning.js';
import { fileClient } from '../../test-support/files.js';
import { newKey, refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

/** The member's monthly statement, downloaded through the wrapper (docs/member-care.md). */
describeOnEngines('member statements', (t) => {
  it('answers the member’s own postings of the business month as CSV in their language', async () => {
    const start = t.clock.now();
    // A December posting stays out of January's statement.
    t.clock.set(new Date('2025-12-31T17:30:00.000Z'));
    const created = await t.newMember({ language: 'zh', balanceMinor: 5_00 });
    t.clock.set(start);
    // A session of today: the one made on the 31st has expired by now.
    const member = { ...created, token: await freshToken(t, created.id) };
    const owner = await t.newOperator('owner');
    await owner.client.call(adminMemberAdjust, {
      memberId: member.id,
      wallet: 'balance',
      direction: 'credit',
      amount: '12.34',
      reason: 'statement test credit',
      idempotencyKey: newKey(),
    });
    const other = await t.newMember({ balanceMinor: 99_00 });

    const file = await fileClient(t, member.token).download(`${STATEMENT_PATH}/2026-01`);
    expect(file.type).toBe('text/csv; charset=utf-8');
    const text = (await file.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe(Object.values(STATEMENT_COLUMNS.zh).join(','));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(FUND_RECORD_TYPE_NAMES[3].zh);
    expect(rows[0]).toContain(',12.34,17.34,');
    expect(text).not.toContain('99.00');

    const december = await (await fileClient(t, member.token).download(`${STATEMENT_PATH}/2025-12`)).text();
    // The business month (Asia/Dhaka): 2025-12-31 17:30 UTC is 23:30 on the 31st there.
    expect(december).toContain('2025-12-31 23:30');
    expect(december).toContain(',5.00,5.00,');
    expect(await (await fileClient(t, other.token).download(`${STATEMENT_PATH}/2026-01`)).text()).toContain(
      '99.00',
    );
  });

  it('refuses a malformed month, a visitor, and the member side during maintenance', async () => {
    const member = await t.newMember();
    const files = fileClient(t, member.token);
    for (const month of ['2026-13', '2026-1', 'latest', '2026-01-01']) {
      expect(await refusal(files.download(`${STATEMENT_PATH}/${month}`)), month).toBe('parameter_error');
    }
    expect(await refusal(fileClient(t, null).download(`${STATEMENT_PATH}/2026-01`))).toBe('token_invalid');
    await t.services.settings.set(t.services.db, 'maintenance.enabled', true);
    try {
      expect(await refusal(files.download(`${STATEMENT_PATH}/2026-01`))).toBe('maintenance');
    } finally {
      await t.services.settings.set(t.services.db, 'maintenance.enabled', false);
    }
  });
});
