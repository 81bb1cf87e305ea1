import {
  FUND_RECORD_TYPES,
  TEAM_LEVELS,
  type CallResponse,
  type activeCount,
  type promotePoster,
  type teamCount,
  type teamIncome,
} from '@cloudmine/api';
import QRCode from 'qrcode';
import type { Ledger } from '../../ledger/ledger.js';
import { walletBalances } from '../../ledger/postings-repository.js';
import { businessDate, businessDayStart } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import type { DomainEvents, EventBus } from '../../platform/domain-events.js';
import { pageFrom } from '../../platform/http/paging.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import {
  countActivated,
  countLevel,
  countMembers,
  listLevel,
  listRebates,
  type LevelCounts,
  sumRebates,
  type LevelPage,
} from './team-repository.js';
import type { teamSettings } from './team-settings.js';

type TeamSettings = SettingsReader<typeof teamSettings & typeof platformSettings>;

export interface TeamDeps {
  db: Database;
  clock: Clock;
  ledger: Ledger;
  settings: TeamSettings;
}

/** The register page of the web app, with the code it pre-fills (SPEC §2 route). */
export function inviteUrl(origin: string, invitationCode: string): string {
  return `${origin.replace(/\/+$/, '')}/#/pages/register/register?code=${encodeURIComponent(invitationCode)}`;
}

export function createTeamService(deps: TeamDeps) {
  const { db, clock, ledger, settings } = deps;

  /**
   * Invite bonus (type 21): the inviter earns points once per invitee, when the invitee's recharge
   * of at least the minimum is credited. The unique `invitee_id` makes it once, whatever races.
   */
  async function onRechargeCredited(trx: Trx, event: DomainEvents['recharge.credited']): Promise<void> {
    const points = await settings.get('invite.bonus_points');
    if (points === 0 || event.amountMinor < (await settings.get('invite.bonus_min_recharge_minor'))) return;
    const invitee = await trx
      .selectFrom('members')
      .select('inviter_id')
      .where('id', '=', event.memberId)
      .executeTakeFirst();
    if (!invitee?.inviter_id) return;
    const bonus = await trx
      .insertInto('invite_bonuses')
      .values({
        invitee_id: event.memberId,
        inviter_id: invitee.inviter_id,
        recharge_id: event.rechargeId,
        points,
        created_at: clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column('invitee_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!bonus) return;
    await ledger.post(trx, {
      memberId: invitee.inviter_id,
      wallet: 'points',
      amount: points,
      type: FUND_RECORD_TYPES.invite_bonus_points,
      counterAccount: 'promotions',
      reference: { kind: 'invite_bonus', id: bonus.id },
    });
  }

  /** "Activated" (docs/team.md): the first investment of any kind; later ones change nothing. */
  async function onInvestmentMade(trx: Trx, event: DomainEvents['investment.made']): Promise<void> {
    await trx
      .insertInto('member_activations')
      .values({
        member_id: event.memberId,
        kind: event.kind,
        reference_id: event.referenceId,
        amount_minor: event.amountMinor,
        activated_at: clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  }

  return {
    /** Subscribes the team's reactions to other modules' events. */
    subscribe(events: EventBus): void {
      events.on('recharge.credited', onRechargeCredited);
      events.on('investment.made', onInvestmentMade);
    },

    async poster(memberId: number, requestOrigin: string): Promise<CallResponse<typeof promotePoster>> {
      const member = await db
        .selectFrom('members')
        .select('invitation_code')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const url = inviteUrl(
        (await settings.get('invite.link_base_url')) || requestOrigin,
        member.invitation_code,
      );
      const earned = await db
        .selectFrom('invite_bonuses')
        .where('inviter_id', '=', memberId)
        .select((eb) => eb.fn.sum<number>('points').as('points'))
        .executeTakeFirstOrThrow();
      return {
        invitationCode: member.invitation_code,
        inviteUrl: url,
        qrCodeDataUrl: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
        inviteBonusPoints: await settings.get('invite.bonus_points'),
        inviteBonusMinRechargeMinor: await settings.get('invite.bonus_min_recharge_minor'),
        invitedCount: await countMembers(db, memberId, 1),
        bonusPointsEarned: Number(earned.points ?? 0),
      };
    },

    async counts(memberId: number): Promise<CallResponse<typeof teamCount>> {
      const levels: LevelCounts[] = [];
      for (const level of TEAM_LEVELS) levels.push(await countLevel(db, memberId, level));
      const sum = (key: 'members' | 'recharged' | 'activated') =>
        levels.reduce((total, counts) => total + counts[key], 0);
      return {
        levels,
        total: { members: sum('members'), recharged: sum('recharged'), activated: sum('activated') },
      };
    },

    async activeCounts(memberId: number): Promise<CallResponse<typeof activeCount>> {
      const levels = [];
      for (const level of TEAM_LEVELS) {
        levels.push({
          level,
          members: await countMembers(db, memberId, level),
          activated: await countActivated(db, memberId, level),
        });
      }
      return { levels, activated: levels.reduce((total, level) => total + level.activated, 0) };
    },

    members(memberId: number, filter: LevelPage) {
      return listLevel(db, memberId, filter);
    },

    async income(
      memberId: number,
      page: { beforeId?: number; limit: number },
    ): Promise<CallResponse<typeof teamIncome>> {
      const timeZone = await settings.get('business.time_zone');
      const todayStart = businessDayStart(businessDate(clock.now(), timeZone), timeZone).toISOString();
      const items = await listRebates(db, memberId, page);
      return {
        ...pageFrom(items, page.limit, (item) => item.id),
        totalMinor: await sumRebates(db, memberId),
        todayMinor: await sumRebates(db, memberId, todayStart),
        teamBalanceMinor: (await walletBalances(db, memberId)).team_balance,
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
