import type { Generated } from 'kysely';
import type { SupportTopic, UploadPurpose, VerificationRejectReason } from '@cloudmine/api';

/**
 * A file a member (or an operator, replying in support) sent. The bytes live in the object store
 * under `storage_key`; this row says whose they are, so only the owner and operators read them.
 * Owned by modules/uploads.
 */
export interface UploadsTable {
  id: Generated<number>;
  /** The member who sent it; null when an operator did. */
  member_id: number | null;
  operator_id: number | null;
  /** The member an operator's file was sent to (a support reply): they may read it too. */
  reader_member_id: number | null;
  purpose: UploadPurpose;
  mime: string;
  size_bytes: number;
  storage_key: string;
  created_at: string;
}

/** One submission of identity documents; the member's latest row is their state. Owned by modules/verification. */
export interface IdentityVerificationsTable {
  id: Generated<number>;
  member_id: number;
  legal_name: string;
  id_number: string;
  front_upload_id: number;
  back_upload_id: number;
  selfie_upload_id: number;
  state: 'review' | 'verified' | 'rejected';
  reject_reason: VerificationRejectReason | null;
  submitted_at: string;
  reviewed_at: string | null;
  /** The operator's username. */
  reviewed_by: string | null;
}

/** A support conversation. Owned by modules/support. */
export interface SupportTicketsTable {
  id: Generated<number>;
  member_id: number;
  topic: SupportTopic;
  state: 'open' | 'answered' | 'closed';
  /** The operator's username. */
  assigned_to: string | null;
  /** The member has not read the operator's latest reply (badge). */
  member_unread: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'member' | 'operator';
  /** The operator's username when an operator wrote it. */
  operator: string | null;
  text: string;
  /** JSON array of upload ids. */
  upload_ids_json: string;
  created_at: string;
}

/** Operator-editable canned replies, in three languages. Owned by modules/support. */
export interface SupportQuickRepliesTable {
  id: Generated<number>;
  title: string;
  texts_json: string;
  updated_at: string;
}

export interface CareTables {
  uploads: UploadsTable;
  identity_verifications: IdentityVerificationsTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  support_quick_replies: SupportQuickRepliesTable;
}
