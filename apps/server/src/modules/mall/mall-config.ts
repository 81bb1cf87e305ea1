import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import type { Investments } from '../investments/index.js';
import type { mallSettings } from './mall-settings.js';

export type MallSettings = SettingsReader<typeof mallSettings & typeof platformSettings>;

/** The settings a purchase, start or sale needs. */
export interface MallConfig {
  startWindowDays: number;
  sellRefundBps: number;
  rebateRatesBps: readonly number[];
  vipThresholdsMinor: readonly number[];
  timeZone: string;
}

/**
 * Read before a purchase's, start's or sale's transaction opens (docs/earning.md, "Settings and
 * transactions"): the transaction then holds its locks no longer than its own work, and a retry of it
 * decides with the same settings.
 */
export async function readMallConfig(settings: MallSettings, investments: Investments): Promise<MallConfig> {
  return {
    startWindowDays: await settings.get('mall.start_window_days'),
    sellRefundBps: await settings.get('mall.sell_refund_bps'),
    rebateRatesBps: await rebateRatesBps(settings),
    vipThresholdsMinor: await investments.thresholds(),
    timeZone: await settings.get('business.time_zone'),
  };
}

/** The three team rebate rates, level 1 first. */
export async function rebateRatesBps(settings: MallSettings): Promise<number[]> {
  return [
    await settings.get('mall.rebate_level1_bps'),
    await settings.get('mall.rebate_level2_bps'),
    await settings.get('mall.rebate_level3_bps'),
  ];
}
