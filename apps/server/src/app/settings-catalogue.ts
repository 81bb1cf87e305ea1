import { accountSettings } from '../modules/accounts/index.js';
import { adminSettings } from '../modules/admin/index.js';
import { checkinSettings } from '../modules/checkin/index.js';
import { contentSettings } from '../modules/content/index.js';
import { exchangeSettings } from '../modules/exchange/index.js';
import { lotterySettings } from '../modules/lottery/index.js';
import { messagesSettings, templateSettings } from '../modules/messages/index.js';
import { bargainSettings } from '../modules/bargain/index.js';
import { teamSettings } from '../modules/team/index.js';
import { bankCardSettings } from '../modules/bank-cards/index.js';
import { rechargeSettings } from '../modules/recharge/index.js';
import { withdrawalSettings } from '../modules/withdrawals/index.js';
import { investmentSettings } from '../modules/investments/index.js';
import { mallSettings } from '../modules/mall/index.js';
import { uploadsSettings } from '../modules/uploads/index.js';
import { supportSettings } from '../modules/support/index.js';
import { backupSettings } from '../platform/db/backup-settings.js';
import { platformSettings } from '../platform/settings/platform-settings.js';
import { jobSettings } from '../platform/jobs/index.js';
import { maintenanceSettings } from '../platform/maintenance/maintenance-settings.js';

/** Every business setting (DESIGN §5), each declared by its module with a default and a schema. */
export const SETTINGS = {
  ...platformSettings,
  ...backupSettings,
  ...jobSettings,
  ...maintenanceSettings,
  ...accountSettings,
  ...contentSettings,
  ...adminSettings,
  ...checkinSettings,
  ...exchangeSettings,
  ...lotterySettings,
  ...messagesSettings,
  ...templateSettings,
  ...teamSettings,
  ...bargainSettings,
  ...rechargeSettings,
  ...bankCardSettings,
  ...withdrawalSettings,
  ...investmentSettings,
  ...mallSettings,
  ...uploadsSettings,
  ...supportSettings,
};

export type Settings = typeof SETTINGS;
