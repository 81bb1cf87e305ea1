/** The economic rule (docs/economics.md): the settings check that keeps every accepted setting pump-free. */
export { economicProblemNow, economicSettingsRule, type EconomicSettings } from './economic-settings.js';
