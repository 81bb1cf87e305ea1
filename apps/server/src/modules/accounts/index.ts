/**
 * The accounts module's public surface: members, their credentials and sessions. Other modules and
 * the app import from here only; `members` is queried nowhere else (the functions below answer what
 * others need of it).
 */
export { accountSettings } from './account-settings.js';
export { accountsAdminRoutes } from './accounts-admin-routes.js';
export { accountsRoutes } from './accounts-routes.js';
export { moveLegacyAvatars } from './avatar-move.js';
export { securityRoutes } from './security-routes.js';
export { storedUserAgent } from './device-name.js';
export { recordLoginAttempt } from './login-attempts-repository.js';
export { createAccountsService } from './accounts-service.js';
export { createSmsBudget } from './sms-budget.js';
export { createSmsCodes } from './sms-codes.js';
export { fundPasswordLock } from './fund-password-lock.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { createSession, findSessionMember } from './member-sessions-repository.js';
export { findMemberById, findMemberByPhone, insertMember, type MemberRow } from './members-repository.js';
export { setMemberFlags } from './members-admin-repository.js';
export {
  countTeamLevel,
  invitationCodeOf,
  inviterOf,
  teamMemberIds,
  teamMembers,
} from './member-tree-repository.js';
export {
  activeMemberIds,
  lockMember,
  lockMemberDepositFlag,
  lockMemberStanding,
  memberContacts,
  memberStanding,
  type MemberStanding,
  memberCounts,
  memberDirectory,
  memberIdByPhone,
  memberLanguage,
  memberPhonesByIds,
  memberRegisteredAt,
  membersBannedForBankSince,
  membersByPhones,
  newMembersByDay,
  raiseVipLevel,
} from './members-public-repository.js';
export { withMemberPhones } from './with-member-phones.js';
