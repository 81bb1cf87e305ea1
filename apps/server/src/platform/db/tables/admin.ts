import type { Generated } from 'kysely';

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** Base32 TOTP secret of the operator's authenticator app. */
  totp_secret: string;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  last_totp_step: number;
  role: 'owner' | 'finance' | 'support' | 'content';
  active: number;
  created_at: string;
  last_login_at: string | null;
  /** Bumped when the operator is disabled or changes role; a login's session is written only under the version it checked. */
  credentials_version: Generated<number>;
  /** Part of the failure-counter keys; `operator:unlock` bumps it to start every counter afresh. */
  lockout_generation: Generated<number>;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Append-only: triggers refuse UPDATE and DELETE on both engines. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_kind: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  ip: string;
  created_at: string;
}

export interface AdminTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}
