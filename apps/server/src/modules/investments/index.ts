// The shared pieces of the three earning products (machines, pledges, funds) and the VIP count.
export { imageList, parseTexts, productTexts, storedImages, storedTexts } from './catalogue.js';
export { dueDates, scheduleFrom, type Schedule } from './daily-schedule.js';
export { investmentSettings } from './investment-settings.js';
export {
  createInvestments,
  vipLevelFor,
  type InvestmentInput,
  type InvestmentKind,
  type Investments,
} from './investments.js';
export { memberOrderItem } from './member-orders.js';
export {
  saveProduct,
  type CatalogueInput,
  type CatalogueStore,
  type ProductKind,
} from './product-catalogue.js';
export {
  runSettlement,
  settlementJob,
  type DailySettlement,
  type SettlementDeps,
  type SettlementResult,
} from './settlement.js';
export { openTermHolding, type TermHoldingDeps, type TermHoldingKind } from './term-holdings.js';
export { payDueDays, termSettlement, type TermItem, type TermItemStore } from './term-payouts.js';
