/**
 * The accounts module's public surface: members, their credentials and sessions. Other modules and
 * the app import from here only; `members` is queried nowhere else (the functions below answer what
 * others need of it).
 */
export { accountSettings } from './account-settings.js';
export { accountsAdminRoutes } from './accounts-admin-routes.js';
export { accountsRoutes, avatarRoutes } from './accounts-routes.js';
export { createAccountsService, type AccountsService, type BanKind } from './accounts-service.js';
export { createSmsCodes, type SmsCodes, type SmsPurpose } from './sms-codes.js';
export { hashPassword, verifyPassword } from './passwords.js';
export {
  createSession,
  findSessionMember,
  revokeAllSessions,
  revokeSession,
} from './member-sessions-repository.js';
export {
  findMemberByPhone,
  insertMember,
  setFundPasswordHash,
  type MemberRow,
  type NewMember,
} from './members-repository.js';
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
  depositProhibited,
  fundPasswordHash,
  lockMember,
  lockMemberDepositFlag,
  lockMemberStanding,
  memberContacts,
  memberStanding,
  type MemberStanding,
  memberCounts,
  memberDirectory,
  memberExists,
  memberIdByPhone,
  memberPhonesByIds,
  memberPlacement,
  memberRegisteredAt,
  membersBannedForBankSince,
  membersByPhones,
  memberVipLevel,
  raiseVipLevel,
  withdrawalStanding,
} from './members-public-repository.js';
