import { formatMinor } from '@cloudmine/api';
import type { Clock } from '../../platform/clock.js';
import type { EventBus } from '../../platform/domain-events.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { sendTemplatedMessage, type templateSettings } from './message-templates.js';

/**
 * In-app messages that follow other modules' events, in the transaction of the event: a credited
 * recharge tells the member (templates.message.recharge_credited), and is never told without it.
 */
export function subscribeMessageNotices(
  events: EventBus,
  deps: { settings: SettingsReader<typeof templateSettings>; clock: Clock },
): void {
  events.on('recharge.credited', (trx, credited) =>
    sendTemplatedMessage(trx, deps.settings, {
      memberId: credited.memberId,
      template: 'templates.message.recharge_credited',
      values: { amount: formatMinor(credited.amountMinor) },
      at: deps.clock.now(),
    }),
  );
}
