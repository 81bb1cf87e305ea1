import { accountSettings } from '../modules/accounts/index.js';
import { adminSettings } from '../modules/admin/index.js';
import { checkinSettings } from '../modules/checkin/index.js';
import { contentSettings } from '../modules/content/index.js';
import { exchangeSettings } from '../modules/exchange/exchange-settings.js';
import { lotterySettings } from '../modules/lottery/index.js';
import { messagesSettings } from '../modules/messages/index.js';
import { bargainSettings } from '../modules/bargain/index.js';
import { teamSettings } from '../modules/team/index.js';
import { bankCardSettings } from '../modules/bank-cards/bank-card-settings.js';
import { rechargeSettings } from '../modules/recharge/recharge-settings.js';
import { withdrawalSettings } from '../modules/withdrawals/withdrawal-settings.js';
import { investmentSettings } from '../modules/investments/index.js';
import { mallSettings } from '../modules/mall/index.js';
import { backupSettings } from '../platform/db/backup-settings.js';
import { platformSettings } from '../platform/settings/platform-settings.js';

/** Every business setting (DESIGN §5), each declared by its module with a default and a schema. */
export const SETTINGS = {
  ...platformSettings,
  ...backupSettings,
  ...accountSettings,
  ...contentSettings,
  ...adminSettings,
  ...checkinSettings,
  ...exchangeSettings,
  ...lotterySettings,
  ...messagesSettings,
  ...teamSettings,
  ...bargainSettings,
  ...rechargeSettings,
  ...bankCardSettings,
  ...withdrawalSettings,
  ...investmentSettings,
  ...mallSettings,
};

export type Settings = typeof SETTINGS;
