import { toMinor, FUND_RECORD_TYPES, getUserInfo, promotePoster } from '@cloudmine/api';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { memberRow, type TestMember } from '../../test-support/factories.js';
import { describeOnEngines } from '../../test-support/test-app.js';
import { inviteUrl } from './team-service.js';
import { postingsOf } from '../../test-support/earning.js';

describeOnEngines('invitations', (t) => {
  let rechargeSerial = 0;

  async function invitee(inviter: TestMember): Promise<TestMember> {
    return t.newMember({ inviter: await memberRow(t.services, inviter.id) });
  }

  /** What the wallet module does when a recharge is credited: the posting and the event, in one transaction. */
  function creditRecharge(memberId: number, amountMinor: number, first: boolean) {
    rechargeSerial += 1;
    const rechargeId = rechargeSerial;
    return inTransaction(t.services.db, async (trx) => {
      await t.services.ledger.post(trx, {
        memberId,
        wallet: 'balance',
        amount: toMinor(amountMinor),
        type: FUND_RECORD_TYPES.recharge,
        counterAccount: 'recharge_clearing',
        reference: { kind: 'recharge', id: rechargeId },
      });
      await t.services.events.emit(trx, 'recharge.credited', { memberId, rechargeId, amountMinor, first });
    });
  }

  async function points(member: TestMember): Promise<number> {
    return (await t.client({ token: member.token }).call(getUserInfo, {})).points;
  }

  async function inviteBonusPostings(memberId: number) {
    return postingsOf(t, memberId, FUND_RECORD_TYPES.invite_bonus_points);
  }

  it('answers the invitation code, the register link that carries it and its QR code', async () => {
    const member = await t.newMember();
    await invitee(member);
    await invitee(member);
    const poster = await t.client({ token: member.token }).call(promotePoster, {});
    // The app's own host when no base URL is set (inject calls as localhost:80).
    expect(poster.inviteUrl).toBe(
      `http://localhost:80/#/pages/register/register?code=${member.invitationCode}`,
    );
    expect(poster.invitationCode).toBe(member.invitationCode);
    expect(poster.qrCodeDataUrl).toBe(
      await QRCode.toDataURL(poster.inviteUrl, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
    );
    expect(poster.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(poster).toMatchObject({
      inviteBonusPoints: 100,
      inviteBonusMinRechargeMinor: 0,
      invitedCount: 2,
      bonusPointsEarned: 0,
    });

    await t.services.settings.set(t.services.db, 'invite.link_base_url', 'https://app.example.com/');
    const configured = await t.client({ token: member.token }).call(promotePoster, {});
    expect(configured.inviteUrl).toBe(inviteUrl('https://app.example.com', member.invitationCode));
    expect(configured.inviteUrl).toBe(
      `https://app.example.com/#/pages/register/register?code=${member.invitationCode}`,
    );
    await t.services.settings.set(t.services.db, 'invite.link_base_url', '');
  });

  it('credits the inviter invite bonus points on the invitee’s first recharge, once per invitee', async () => {
    const inviter = await t.newMember();
    const friend = await invitee(inviter);
    const before = await points(inviter);
    await creditRecharge(friend.id, 20_00, true);
    expect(await points(inviter)).toBe(before + 100);
    await creditRecharge(friend.id, 30_00, false);
    expect(await points(inviter)).toBe(before + 100);
    expect(await inviteBonusPostings(inviter.id)).toEqual([
      { amount_minor: 100, reference_kind: 'invite_bonus' },
    ]);
    // The invitee earns nothing for themself; a second invitee earns the inviter a second bonus.
    expect(await inviteBonusPostings(friend.id)).toEqual([]);
    await creditRecharge((await invitee(inviter)).id, 5_00, true);
    expect(await points(inviter)).toBe(before + 200);
    const poster = await t.client({ token: inviter.token }).call(promotePoster, {});
    expect(poster.bonusPointsEarned).toBe(200);
  });

  it('pays nothing for a member without an inviter, or when the bonus is off', async () => {
    const loner = await t.newMember();
    await creditRecharge(loner.id, 20_00, true);
    expect(
      await t.services.db
        .selectFrom('invite_bonuses')
        .selectAll()
        .where('invitee_id', '=', loner.id)
        .execute(),
    ).toEqual([]);

    const inviter = await t.newMember();
    const friend = await invitee(inviter);
    await t.services.settings.set(t.services.db, 'invite.bonus_points', 0);
    await creditRecharge(friend.id, 20_00, true);
    expect(await points(inviter)).toBe(0);
    await t.services.settings.set(t.services.db, 'invite.bonus_points', 100);
  });

  it('waits for a recharge of at least the minimum when one is set', async () => {
    await t.services.settings.set(t.services.db, 'invite.bonus_min_recharge_minor', 10_00);
    await t.services.settings.set(t.services.db, 'invite.bonus_points', 250);
    const inviter = await t.newMember();
    const friend = await invitee(inviter);
    await creditRecharge(friend.id, 9_99, true);
    expect(await points(inviter)).toBe(0);
    await creditRecharge(friend.id, 10_00, false);
    expect(await points(inviter)).toBe(250);
    await creditRecharge(friend.id, 50_00, false);
    expect(await points(inviter)).toBe(250);
    await t.services.settings.set(t.services.db, 'invite.bonus_min_recharge_minor', 0);
    await t.services.settings.set(t.services.db, 'invite.bonus_points', 100);
  });

  it('pays once when recharges of one invitee are credited at the same time', async () => {
    const inviter = await t.newMember();
    const friend = await invitee(inviter);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => creditRecharge(friend.id, 10_00 + i, i === 0)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    expect(await points(inviter)).toBe(100);
    expect(await inviteBonusPostings(inviter.id)).toHaveLength(1);
  });

  it('rolls the bonus back with a recharge that fails', async () => {
    const inviter = await t.newMember();
    const friend = await invitee(inviter);
    await expect(
      inTransaction(t.services.db, async (trx) => {
        await t.services.events.emit(trx, 'recharge.credited', {
          memberId: friend.id,
          rechargeId: 999,
          amountMinor: 10_00,
          first: true,
        });
        throw new Error('the recharge failed after the event');
      }),
    ).rejects.toThrow('the recharge failed');
    expect(await points(inviter)).toBe(0);
    await creditRecharge(friend.id, 10_00, true);
    expect(await points(inviter)).toBe(100);
  });

  it('keeps the ledger whole', async () => {
    expect((await reconcile(t.services.db, t.clock.now())).ok).toBe(true);
  });
});
