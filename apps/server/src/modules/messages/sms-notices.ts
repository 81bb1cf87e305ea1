import type { Language } from '@cloudmine/api';
import type { FastifyBaseLogger } from 'fastify';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { SmsSender } from '../../platform/sms/sms-sender.js';
import { smsText, type SmsTemplate, type templateSettings } from './message-templates.js';

/** Notices by SMS (not codes): the operator's text in the member's language. */
export interface SmsNotices {
  /**
   * Sends after the change it tells about has committed; never throws: a provider that fails is
   * logged, and what happened stays done (the member also has the in-app message).
   */
  send(
    memberId: number,
    template: Exclude<SmsTemplate, 'templates.sms.code'>,
    values?: Record<string, string>,
  ): Promise<void>;
}

export function createSmsNotices(deps: {
  sms: SmsSender;
  /**
   * The platform's daily SMS budget (the accounts module's): a notice spends from it but is sent
   * even when it is spent, because a member must hear of a change to their money or account.
   */
  budget: { spend(): Promise<boolean> };
  settings: SettingsReader<typeof templateSettings>;
  log: FastifyBaseLogger;
  /** The member's phone and language (the accounts module's, handed in by the app). */
  contactOf(memberId: number): Promise<{ phone: string; language: Language } | null>;
}): SmsNotices {
  return {
    async send(memberId, template, values = {}) {
      try {
        const contact = await deps.contactOf(memberId);
        if (!contact) return;
        const text = await smsText(deps.settings, template, contact.language, values);
        if (!(await deps.budget.spend())) {
          deps.log.warn(
            { event: 'sms_daily_budget_spent', template },
            'sms notice sent over the daily budget',
          );
        }
        await deps.sms.send({ phone: contact.phone, text });
        deps.log.info({ adapter: deps.sms.name, template }, 'sms notice sent');
      } catch (error) {
        deps.log.warn({ err: error, adapter: deps.sms.name, template }, 'sms notice failed');
      }
    },
  };
}
