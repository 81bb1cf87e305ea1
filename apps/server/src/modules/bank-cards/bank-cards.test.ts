import {
  adminAuditList,
  adminBankSave,
  adminBanksList,
  bankBind,
  bankConfig,
  bankDelete,
  bankList,
  type ApiClient,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';

import { describeOnEngines } from '../../test-support/test-app.js';
import {
  bankCardInput,
  createBank,
  FUND_PASSWORD,
  newAccountNumber,
  newTrc20Address,
  readyToWithdraw,
} from '../../test-support/wallet-fixtures.js';
import { refusal } from '../../test-support/refusal.js';

describeOnEngines('bank cards and USDT addresses', (t) => {
  let bankId: number;
  beforeAll(async () => {
    bankId = await createBank(t.services, 'Sonali Bank');
  });

  const cardInput = (overrides: Record<string, unknown> = {}) => ({ ...bankCardInput(bankId), ...overrides });
  const usdtInput = (address: string) => ({
    method: 'usdt_trc20' as const,
    address,
    fundPassword: FUND_PASSWORD,
  });

  /** A member with a fund password, which every change of a withdrawal account needs. */
  async function member(): Promise<{ id: number; client: ApiClient }> {
    const m = await t.newMember();
    await readyToWithdraw(t.services, m.id);
    return { id: m.id, client: t.client({ token: m.token }) };
  }

  async function setSetting(key: 'bank.edit_allowed' | 'bank.delete_allowed', value: boolean) {
    await t.services.settings.set(t.services.db, key, value);
  }

  it('answers the bank list and the rules for the add-card pages', async () => {
    const hidden = await createBank(t.services, 'Closed Bank');
    await t.services.db.updateTable('banks').set({ enabled: 0 }).where('id', '=', hidden).execute();
    const { client } = await member();
    const config = await client.call(bankConfig, {});
    expect(config.banks).toContainEqual({ id: bankId, name: 'Sonali Bank' });
    expect(config.banks.map((b) => b.id)).not.toContain(hidden);
    expect(config).toMatchObject({
      methods: ['bank', 'usdt_trc20'],
      editAllowed: true,
      deleteAllowed: true,
      changeHoldHours: 24,
    });
  });

  it('binds a bank card and a USDT address, and lists them masked', async () => {
    const { client } = await member();
    expect((await client.call(bankList, {})).items).toEqual([]);
    const account = '1234 5678-9012';
    const card = await client.call(bankBind, cardInput({ account }));
    expect(card).toMatchObject({
      method: 'bank',
      holderName: 'Rahim Uddin',
      phone: '01712340000',
      bankId,
      bankName: 'Sonali Bank',
      account: '**** 9012',
    });
    const address = newTrc20Address();
    const usdt = await client.call(bankBind, usdtInput(address));
    expect(usdt).toMatchObject({ method: 'usdt_trc20', account: address, bankName: null });
    expect((await client.call(bankList, {})).items.map((c) => c.id)).toEqual([card.id, usdt.id]);
    const stored = await t.services.db
      .selectFrom('bank_cards')
      .select('account')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(stored.account).toBe('123456789012');
  });

  it('refuses a wrong account, an unknown or hidden bank, a bad phone and a bad USDT address', async () => {
    const { client } = await member();
    expect(await refusal(client.call(bankBind, cardInput({ account: '12ab' })))).toBe('bank_card_error');
    expect(await refusal(client.call(bankBind, cardInput({ account: '123' })))).toBe('bank_card_error');
    expect(await refusal(client.call(bankBind, cardInput({ bankId: 999_999 })))).toBe('bank_card_error');
    const hidden = await createBank(t.services);
    await t.services.db.updateTable('banks').set({ enabled: 0 }).where('id', '=', hidden).execute();
    expect(await refusal(client.call(bankBind, cardInput({ bankId: hidden })))).toBe('bank_card_error');
    expect(await refusal(client.call(bankBind, cardInput({ phone: '0123' })))).toBe('phone_format_wrong');
    expect(await refusal(client.call(bankBind, cardInput({ phone: '02912345678' })))).toBe(
      'phone_format_wrong',
    );
    const valid = newTrc20Address();
    const broken = `${valid.slice(0, 33)}${valid.endsWith('a') ? 'b' : 'a'}`;
    expect(await refusal(client.call(bankBind, usdtInput(broken)))).toBe('bank_card_error');
    expect(await refusal(client.call(bankBind, usdtInput('T123')))).toBe('bank_card_error');
    expect((await client.call(bankList, {})).items).toEqual([]);
  });

  it('keeps one card number and one USDT address to one member', async () => {
    const a = await member();
    const b = await member();
    const account = newAccountNumber();
    await a.client.call(bankBind, cardInput({ account }));
    expect(await refusal(b.client.call(bankBind, cardInput({ account })))).toBe('bank_card_registered');
    const address = newTrc20Address();
    await a.client.call(bankBind, usdtInput(address));
    expect(await refusal(b.client.call(bankBind, usdtInput(address)))).toBe('bank_card_registered');
    // Racing for one number: exactly one member gets it.
    const contested = newAccountNumber();
    const racers = await Promise.all(Array.from({ length: 6 }, () => member()));
    const results = await Promise.allSettled(
      racers.map((r) => r.client.call(bankBind, cardInput({ account: contested }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const owners = await t.services.db
      .selectFrom('bank_cards')
      .select('member_id')
      .where('account', '=', contested)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('edits and deletes only while settings allow it', async () => {
    const { client } = await member();
    const first = await client.call(bankBind, cardInput());
    const edited = await client.call(bankBind, cardInput({ holderName: 'Karim Uddin', account: '99887766' }));
    expect(edited).toMatchObject({ id: first.id, holderName: 'Karim Uddin', account: '**** 7766' });

    await setSetting('bank.edit_allowed', false);
    expect(await refusal(client.call(bankBind, cardInput()))).toBe('bank_card_change_forbidden');
    await setSetting('bank.edit_allowed', true);

    await setSetting('bank.delete_allowed', false);
    expect(await refusal(client.call(bankDelete, { cardId: first.id, fundPassword: FUND_PASSWORD }))).toBe(
      'bank_card_change_forbidden',
    );
    await setSetting('bank.delete_allowed', true);
    expect(await client.call(bankDelete, { cardId: first.id, fundPassword: FUND_PASSWORD })).toEqual({
      ok: true,
    });
    expect((await client.call(bankList, {})).items).toEqual([]);
    expect(await refusal(client.call(bankDelete, { cardId: first.id, fundPassword: FUND_PASSWORD }))).toBe(
      'bank_card_bind_failed',
    );
  });

  it("never shows or touches another member's card", async () => {
    const owner = await member();
    const intruder = await member();
    const card = await owner.client.call(bankBind, cardInput());
    expect((await intruder.client.call(bankList, {})).items).toEqual([]);
    // Deleting it answers exactly as a card that does not exist, and leaves it alone.
    expect(
      await refusal(intruder.client.call(bankDelete, { cardId: card.id, fundPassword: FUND_PASSWORD })),
    ).toBe('bank_card_bind_failed');
    expect(
      await refusal(intruder.client.call(bankDelete, { cardId: 999_999, fundPassword: FUND_PASSWORD })),
    ).toBe('bank_card_bind_failed');
    // Binding his own card never edits hers.
    const own = await intruder.client.call(bankBind, cardInput());
    expect(own.id).not.toBe(card.id);
    expect((await owner.client.call(bankList, {})).items).toEqual([card]);
  });

  it('lets operators manage the bank list, audited', async () => {
    const operator = await t.newOperator('finance');
    const admin = t.client({ token: operator.token });
    const created = await admin.call(adminBankSave, { name: 'BRAC Bank', sortOrder: 2, reason: 'new bank' });
    expect(created).toMatchObject({ name: 'BRAC Bank', enabled: true, sortOrder: 2, cards: 0 });
    const hidden = await admin.call(adminBankSave, {
      id: created.id,
      name: 'BRAC Bank',
      enabled: false,
      reason: 'bank stopped payouts',
    });
    expect(hidden.enabled).toBe(false);
    expect(await refusal(admin.call(adminBankSave, { name: 'Sonali Bank', reason: 'duplicate' }))).toBe(
      'parameter_error',
    );
    expect(await refusal(admin.call(adminBankSave, { id: 999_999, name: 'Nobody', reason: 'missing' }))).toBe(
      'not_found',
    );
    const listed = await admin.call(adminBanksList, {});
    expect(listed.items.find((b) => b.id === created.id)?.enabled).toBe(false);
    const support = (await t.newOperator('support')).client;
    expect(await refusal(support.call(adminBankSave, { name: 'X Bank', reason: 'not mine' }))).toBe(
      'permission_denied',
    );
    const audit = await admin.call(adminAuditList, { targetKind: 'bank', targetId: String(created.id) });
    expect(audit.items.map((e) => e.action)).toEqual(['bank.update', 'bank.create']);
  });
});
