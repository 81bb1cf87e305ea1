import type { Language } from '@cloudmine/api';
import type { Generated } from 'kysely';

export type MemberStatus = 'active' | 'banned_fraud' | 'banned_bank';

export interface MembersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  fund_password_hash: string | null;
  nickname: string;
  invitation_code: string;
  /** Level-one upline (the inviter); level two and three are denormalized for indexed team queries. */
  inviter_id: number | null;
  upline2_id: number | null;
  upline3_id: number | null;
  vip_level: Generated<number>;
  language: Language;
  status: Generated<MemberStatus>;
  ban_reason: string | null;
  banned_at: string | null;
  identity_verified: Generated<number>;
  deposit_prohibited: Generated<number>;
  /** No longer written: avatars moved to uploads (`avatar_upload_id`). */
  avatar_version: Generated<number>;
  /** The member's picture, an upload of purpose `avatar`; null: none. */
  avatar_upload_id: Generated<number | null>;
  /** Bumped by a password change and a ban; a login's session is written only under the version it checked. */
  credentials_version: Generated<number>;
  /** Business date (operator time zone) of registration. */
  registered_on: string;
  created_at: string;
  last_login_at: string | null;
}

export interface MemberSessionsTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Random id the member sees and ends the session by (the token hash is never shown). */
  public_id: string;
  ip: string;
  user_agent: string;
}

export interface MemberLoginAttemptsTable {
  id: Generated<number>;
  member_id: number;
  at: string;
  ip: string;
  user_agent: string;
  method: 'password' | 'sms';
  success: number;
}

export interface MemberTwoFactorTable {
  member_id: number;
  secret: string;
  enabled_at: string | null;
  /** The last accepted TOTP time step: a code is accepted once. */
  last_step: Generated<number>;
  created_at: string;
}

export interface MemberRecoveryCodesTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface MemberTrustedDevicesTable {
  token_hash: string;
  member_id: number;
  created_at: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** Avatars before they moved to uploads: emptied at start by `moveLegacyAvatars`, dropped later. */
export interface MemberAvatarsTable {
  member_id: number;
  mime: string;
  bytes: Buffer;
  updated_at: string;
}

export interface AccountsTables {
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  sms_codes: SmsCodesTable;
  member_avatars: MemberAvatarsTable;
  member_login_attempts: MemberLoginAttemptsTable;
  member_two_factor: MemberTwoFactorTable;
  member_recovery_codes: MemberRecoveryCodesTable;
  member_trusted_devices: MemberTrustedDevicesTable;
}
