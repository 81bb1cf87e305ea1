import {
  toPoints,
  FUND_RECORD_TYPES,
  TEAM_LEVELS,
  toMinor,
  type CallResponse,
  type activeCount,
  type promotePoster,
  type teamCount,
  type teamIncome,
  readMemo,
} from '@cloudmine/api';
import QRCode from 'qrcode';
import type { Ledger } from '../../ledger/index.js';
import { listMemberPostingsWithMemo, sumMemberPostings, walletBalances } from '../../ledger/index.js';
import { businessDate, businessDayStart } from '../../platform/business-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Trx } from '../../platform/db/transaction.js';
import type { DomainEvents, EventBus } from '../../platform/domain-events.js';
import { pageFrom } from '../../platform/http/paging.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { countTeamLevel, invitationCodeOf, inviterOf } from '../accounts/index.js';
import {
  countActivated,
  countLevel,
  inviteBonusPointsEarned,
  listLevel,
  recordActivation,
  recordInviteBonus,
  type LevelCounts,
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
    const inviterId = await inviterOf(trx, event.memberId);
    if (!inviterId) return;
    const bonusId = await recordInviteBonus(
      trx,
      { inviteeId: event.memberId, inviterId, rechargeId: event.rechargeId, points: toPoints(points) },
      clock.now(),
    );
    if (bonusId === undefined) return;
    await ledger.post(trx, {
      memberId: inviterId,
      wallet: 'points',
      amount: toPoints(points),
      type: FUND_RECORD_TYPES.invite_bonus_points,
      counterAccount: 'promotions',
      reference: { kind: 'invite_bonus', id: bonusId },
    });
  }

  /**
   * "Activated" (docs/team.md): the first investment of any kind; later ones change nothing, so they
   * send no statement (the insert keeps the first anyway, whatever races).
   */
  async function onInvestmentMade(trx: Trx, event: DomainEvents['investment.made']): Promise<void> {
    if (!event.first) return;
    await recordActivation(
      trx,
      {
        member_id: event.memberId,
        kind: event.kind,
        reference_id: event.referenceId,
        amount_minor: toMinor(event.amountMinor),
      },
      clock.now(),
    );
  }

  return {
    /** Subscribes the team's reactions to other modules' events. */
    subscribe(events: EventBus): void {
      events.on('recharge.credited', onRechargeCredited);
      events.on('investment.made', onInvestmentMade);
    },

    async poster(memberId: number, requestOrigin: string): Promise<CallResponse<typeof promotePoster>> {
      const invitationCode = await invitationCodeOf(db, memberId);
      const url = inviteUrl((await settings.get('invite.link_base_url')) || requestOrigin, invitationCode);
      return {
        invitationCode,
        inviteUrl: url,
        qrCodeDataUrl: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
        inviteBonusPoints: await settings.get('invite.bonus_points'),
        inviteBonusMinRechargeMinor: await settings.get('invite.bonus_min_recharge_minor'),
        invitedCount: await countTeamLevel(db, memberId, 1),
        bonusPointsEarned: await inviteBonusPointsEarned(db, memberId),
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
          members: await countTeamLevel(db, memberId, level),
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
      const rebate = FUND_RECORD_TYPES.team_rebate;
      const postings = await listMemberPostingsWithMemo(db, memberId, rebate, page);
      const items = postings.map(({ amount, balanceAfter, memo, ...rest }) => ({
        ...rest,
        memo: readMemo(memo),
        amountMinor: amount,
        balanceAfterMinor: balanceAfter,
      }));
      return {
        ...pageFrom(items, page.limit, (item) => item.id),
        totalMinor: await sumMemberPostings(db, memberId, rebate),
        todayMinor: await sumMemberPostings(db, memberId, rebate, todayStart),
        teamBalanceMinor: (await walletBalances(db, memberId)).team_balance,
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
