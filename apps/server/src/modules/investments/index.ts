// The shared pieces of the three earning products (machines, pledges, funds) and the VIP count.
export { imageList, parseTexts, productTexts, storedImages } from './catalogue.js';
export { dueDates, scheduleFrom } from './daily-schedule.js';
export { investmentSettings } from './investment-settings.js';
export { createInvestments, type Investments } from './investments.js';
export { heldItems } from './held-items.js';
export { productsForMember } from './products-for-member.js';
export { incomeDaysOf, termIncomeDays } from './income-days.js';
export { saveProduct, type ProductKind } from './product-catalogue.js';
export { runSettlement, settlementJob, type DailySettlement } from './settlement.js';
export { openTermHolding, type TermHoldingDeps, type TermHoldingKind } from './term-holdings.js';
export { termSettlement } from './term-payouts.js';
export { termStore } from './term-store.js';
export { type TermTables } from './term-tables.js';
export { eligibilityOf, teamGate, vipGate, vipTooLow, type VipStanding } from './gates.js';
