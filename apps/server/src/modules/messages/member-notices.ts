import type { Trx } from '../../platform/db/transaction.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { ACCOUNT_SECURITY_TEXTS } from './account-security-texts.js';
import { sendTemplatedMessage, type templateSettings } from './message-templates.js';

/** An account-security notice: its operator-edited template is `templates.message.<notice>`. */
export type MemberNotice = keyof typeof ACCOUNT_SECURITY_TEXTS;

/** Sends one notice to one member, in the transaction of the change it tells about. */
export type SendMemberNotice = (trx: Trx, memberId: number, notice: MemberNotice, at: Date) => Promise<void>;

/**
 * The notice sender the app hands to the modules that change account security (accounts,
 * bank-cards): the operator's current texts, in every language (the member reads theirs).
 */
export function memberNoticeSender(settings: SettingsReader<typeof templateSettings>): SendMemberNotice {
  return (trx, memberId, notice, at) =>
    sendTemplatedMessage(trx, settings, {
      memberId,
      template: `templates.message.${notice}`,
      values: {},
      at,
    });
}
