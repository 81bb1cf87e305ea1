/** The bank-cards module: members' withdrawal accounts, the operator's bank list, payout-account holds. */
export { bankAdminRoutes } from './bank-admin-routes.js';
export { bankCardSettings } from './bank-card-settings.js';
export {
  findBankByName,
  findMemberCard,
  insertBank,
  insertCard,
  listMemberCards,
  lockMemberCard,
  recordChange,
  type BankCardRow,
} from './bank-cards-repository.js';
export { bankCardsRoutes } from './bank-cards-routes.js';
export { createBankCardsService, maskAccount, toBankCard } from './bank-cards-service.js';
export { heldUntil } from './payout-holds.js';
export { isTrc20Address, trc20AddressOf } from './trc20-address.js';
