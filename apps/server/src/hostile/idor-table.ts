import type { ErrorKey } from '@cloudmine/api';
import { MEMBER_CALLS } from '@cloudmine/api/registry';
import { randomUUID } from 'node:crypto';
import { createSession } from '../modules/accounts/index.js';
import type { Database } from '../platform/db/database.js';
import { requestSchema, type SchemaNode } from './payloads.js';

/** A field that names an object: `id`, `ids`, `…Id`, `…Ids`. */
const ID_FIELD = /^(id|ids)$|Ids?$/;

function idFields(node: SchemaNode, into: Set<string>): void {
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) idFields(option, into);
  if (node.items) idFields(node.items, into);
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (ID_FIELD.test(key)) into.add(key);
    idFields(child, into);
  }
}

/** Every `path field` of a member call whose request names an object by id, from the contract. */
export function memberIdFields(): string[] {
  return MEMBER_CALLS.flatMap((call) => {
    const fields = new Set<string>();
    idFields(requestSchema(call), fields);
    return [...fields].map((field) => `${call.path} ${field}`);
  }).sort();
}

/** The victim's objects, found in the demo world, and the attacker who names them. */
export interface IdorWorld {
  db: Database;
  victimId: number;
  now: Date;
}

export interface OwnedCase<Id extends number | string = number> {
  owner: 'member';
  /** The id of an object of the victim that this call could act on. */
  victimObject(world: IdorWorld): Promise<Id>;
  payload(objectId: Id, world: IdorWorld): Promise<Record<string, unknown>>;
  /** A refusal with this key, or `ignored`: a bulk call that skips ids not the caller's. */
  expected: ErrorKey | 'ignored';
  /** The rows the attack must leave as they were. */
  state(world: IdorWorld, objectId: Id): Promise<unknown>;
  /**
   * Why the answer may differ from an unknown id's (it then tells that the id exists); absent when
   * another member's object and no object at all are answered alike.
   */
  revealsExistence?: string;
}

export interface SharedCase {
  owner: 'catalogue';
  /** Why any member may name it. */
  why: string;
}

export type IdorCase = OwnedCase | SharedCase;

const key = () => randomUUID();

/**
 * A case whose objects are named by random strings (a session's public id). The test hands the id
 * back unchanged, and the unknown id arrives as a number: `payload` turns it into a string.
 */
function stringIdCase(row: OwnedCase<string>): OwnedCase {
  return row as unknown as OwnedCase;
}

async function firstId(rows: Promise<Array<{ id: number }>>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('the demo world lacks an object for this IDOR case');
  return row.id;
}

/** Tables of rows a member owns by `member_id`, each named by its `id`. */
type MemberOwnedTable =
  'bank_cards' | 'coupons' | 'fund_holdings' | 'member_messages' | 'pledges' | 'support_tickets';

/** The first of the victim's rows in `table`. */
function victimRowOf(table: MemberOwnedTable) {
  return (w: IdorWorld) =>
    firstId(w.db.selectFrom(table).select('id').where('member_id', '=', w.victimId).execute());
}

/** The row of `table` with that id, as the attack must leave it. */
function rowOf(table: MemberOwnedTable | 'mining_orders') {
  return (w: IdorWorld, id: number) =>
    w.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

function orderOf(world: IdorWorld, status: 'incomplete' | 'running') {
  return firstId(
    world.db
      .selectFrom('mining_orders')
      .select('id')
      .where('member_id', '=', world.victimId)
      .where('status', '=', status)
      .execute(),
  );
}

const orderRow = rowOf('mining_orders');

const victimBargain = (world: IdorWorld) =>
  firstId(world.db.selectFrom('bargains').select('id').where('initiator_id', '=', world.victimId).execute());

const bargainState = async (world: IdorWorld, id: number) => ({
  bargain: await world.db.selectFrom('bargains').selectAll().where('id', '=', id).executeTakeFirst(),
  cuts: await world.db.selectFrom('bargain_cuts').selectAll().where('bargain_id', '=', id).execute(),
});

const victimTicket = victimRowOf('support_tickets');

async function ticketState(w: IdorWorld, id: number): Promise<unknown> {
  const ticket = await rowOf('support_tickets')(w, id);
  const messages = await w.db
    .selectFrom('support_messages')
    .selectAll()
    .where('ticket_id', '=', id)
    .execute();
  return { ticket, messages };
}

function victimUpload(w: IdorWorld, purpose: 'identity' | 'support' | 'avatar'): Promise<number> {
  return firstId(
    w.db
      .selectFrom('uploads')
      .select('id')
      .where('member_id', '=', w.victimId)
      .where('purpose', '=', purpose)
      .orderBy('id')
      .execute(),
  );
}

/** The upload row and everything that could have come to reference it. */
async function uploadState(w: IdorWorld, id: number): Promise<unknown> {
  const [upload, messages, verifications] = await Promise.all([
    w.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst(),
    w.db.selectFrom('support_messages').select(['id', 'upload_ids_json']).execute(),
    w.db.selectFrom('identity_verifications').select('id').execute(),
  ]);
  return {
    upload,
    references: messages.filter((m) => m.upload_ids_json.includes(String(id))),
    verifications,
  };
}

/** The victim's photo in one field, the victim's other photos in the rest (all refused alike). */
function verificationPhotoCase(field: 'frontUploadId' | 'backUploadId' | 'selfieUploadId'): OwnedCase {
  return {
    owner: 'member',
    victimObject: (w) => victimUpload(w, 'identity'),
    async payload(uploadId, w) {
      const others = await w.db
        .selectFrom('uploads')
        .select('id')
        .where('member_id', '=', w.victimId)
        .where('purpose', '=', 'identity')
        .where('id', '!=', uploadId)
        .orderBy('id')
        .limit(2)
        .execute();
      const [a, b] = others.map((row) => row.id);
      const photos = { frontUploadId: a, backUploadId: b, selfieUploadId: a };
      const rest = (['frontUploadId', 'backUploadId', 'selfieUploadId'] as const).filter((f) => f !== field);
      const [first, second] = rest;
      if (first) photos[first] = a;
      if (second) photos[second] = b;
      return { legalName: 'Mallory', idNumber: 'XX99999', ...photos, [field]: uploadId };
    },
    expected: 'not_found',
    state: uploadState,
  };
}

/**
 * Every id-taking field of every member call, with what naming another member's object must do.
 * A new id-taking call fails the IDOR test until it has a row here.
 */
export const IDOR_TABLE: Record<string, IdorCase> = {
  '/api/auth/bank/bind bankId': { owner: 'catalogue', why: 'the operator’s list of banks, the same for all' },
  '/api/auth/bargain/start eventId': {
    owner: 'catalogue',
    why: 'bargain events are offered to every member',
  },
  '/api/auth/mall/products productId': { owner: 'catalogue', why: 'machines on sale, shown to every member' },
  '/api/auth/mall/purchase productId': { owner: 'catalogue', why: 'machines on sale, bought by any member' },
  '/api/auth/payment/start channelId': { owner: 'catalogue', why: 'recharge channels, the same for all' },
  '/api/auth/pledge productId': { owner: 'catalogue', why: 'pledge products, offered to every member' },
  '/api/auth/fund/invest fundId': { owner: 'catalogue', why: 'funds, offered to every member' },

  '/api/auth/security/sessions/revoke sessionId': stringIdCase({
    owner: 'member',
    async victimObject(w) {
      // The victim logged in somewhere: a live session of theirs to aim at.
      await createSession(w.db, w.victimId, w.now, 24, { ip: '10.200.0.1', userAgent: 'victim' });
      const row = await w.db
        .selectFrom('member_sessions')
        .select('public_id')
        .where('member_id', '=', w.victimId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', w.now.toISOString())
        .executeTakeFirst();
      if (!row) throw new Error('the demo world lacks a session of the victim');
      return row.public_id;
    },
    // Scoped to the caller in the one write that ends it: another member's session is not found.
    payload: (sessionId) => Promise.resolve({ sessionId: String(sessionId) }),
    expected: 'session_not_found',
    state: (w, id) =>
      w.db.selectFrom('member_sessions').selectAll().where('public_id', '=', id).executeTakeFirst(),
  }),
  '/api/auth/bank/delete cardId': {
    owner: 'member',
    victimObject: victimRowOf('bank_cards'),
    // Ownership is checked before the password: another member's card is refused like a missing one.
    payload: (cardId) => Promise.resolve({ cardId, fundPassword: 'attacker-guess' }),
    expected: 'bank_card_bind_failed',
    state: rowOf('bank_cards'),
  },
  '/api/auth/mall/purchase couponId': {
    owner: 'member',
    victimObject: (w) =>
      firstId(
        w.db
          .selectFrom('coupons')
          .select('id')
          .where('member_id', '=', w.victimId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', w.now.toISOString())
          .execute(),
      ),
    async payload(couponId, w) {
      const product = await firstId(
        w.db.selectFrom('mining_products').select('id').where('on_sale', '=', 1).orderBy('id').execute(),
      );
      return { productId: product, quantity: 1, couponId, idempotencyKey: key() };
    },
    expected: 'coupon_missing',
    state: rowOf('coupons'),
  },
  '/api/auth/mall/start orderId': {
    owner: 'member',
    victimObject: (w) => orderOf(w, 'incomplete'),
    payload: (orderId) => Promise.resolve({ orderId }),
    expected: 'miner_start_failed',
    state: orderRow,
  },
  '/api/auth/mall/sell orderId': {
    owner: 'member',
    victimObject: (w) => orderOf(w, 'running'),
    payload: (orderId) => Promise.resolve({ orderId, idempotencyKey: key() }),
    expected: 'not_found',
    state: orderRow,
  },
  '/api/auth/mall/income-days orderId': {
    owner: 'member',
    victimObject: (w) => orderOf(w, 'running'),
    payload: (orderId) => Promise.resolve({ orderId }),
    expected: 'not_found',
    state: orderRow,
  },
  '/api/auth/bargain/detail bargainId': {
    owner: 'member',
    victimObject: victimBargain,
    payload: (bargainId) => Promise.resolve({ bargainId }),
    expected: 'bargain_not_subordinate',
    state: bargainState,
    revealsExistence: 'bargains are shared by link for the team to cut; only who may cut is secret',
  },
  '/api/auth/bargain/cut bargainId': {
    owner: 'member',
    victimObject: victimBargain,
    payload: (bargainId) => Promise.resolve({ bargainId }),
    expected: 'bargain_not_subordinate',
    state: bargainState,
    revealsExistence: 'bargains are shared by link for the team to cut; only who may cut is secret',
  },
  '/api/auth/bargain/buy bargainId': {
    owner: 'member',
    victimObject: victimBargain,
    payload: (bargainId) => Promise.resolve({ bargainId, idempotencyKey: key() }),
    expected: 'bargain_event_id_wrong',
    state: bargainState,
  },
  '/api/auth/messages/read ids': {
    owner: 'member',
    victimObject: victimRowOf('member_messages'),
    payload: (id) => Promise.resolve({ ids: [id] }),
    expected: 'ignored',
    state: (w, id) => w.db.selectFrom('message_reads').selectAll().where('message_id', '=', id).execute(),
  },
  '/api/auth/fund/income holdingId': {
    owner: 'member',
    victimObject: victimRowOf('fund_holdings'),
    payload: (holdingId) => Promise.resolve({ holdingId, limit: 20 }),
    expected: 'fund_record_error',
    state: rowOf('fund_holdings'),
  },
  '/api/auth/fund/income-days holdingId': {
    owner: 'member',
    victimObject: victimRowOf('fund_holdings'),
    payload: (holdingId) => Promise.resolve({ holdingId }),
    expected: 'not_found',
    state: rowOf('fund_holdings'),
  },
  '/api/auth/pledge/income-days pledgeId': {
    owner: 'member',
    victimObject: victimRowOf('pledges'),
    payload: (pledgeId) => Promise.resolve({ pledgeId }),
    expected: 'not_found',
    state: rowOf('pledges'),
  },
  // Member care: another member's conversation or files (docs/member-care.md).
  '/api/auth/support/thread ticketId': {
    owner: 'member',
    victimObject: victimTicket,
    payload: (ticketId) => Promise.resolve({ ticketId }),
    expected: 'not_found',
    // Reading it must not even clear the victim's unread mark.
    state: ticketState,
  },
  '/api/auth/support/reply ticketId': {
    owner: 'member',
    victimObject: victimTicket,
    payload: (ticketId) => Promise.resolve({ ticketId, text: 'injected', uploadIds: [] }),
    expected: 'not_found',
    state: ticketState,
  },
  '/api/auth/support/reply uploadIds': {
    owner: 'member',
    victimObject: (w) => victimUpload(w, 'support'),
    // Attaching to one's own ticket is covered in support.test.ts; here both ids are the victim's.
    async payload(uploadId, w) {
      return { ticketId: await victimTicket(w), text: 'look', uploadIds: [uploadId] };
    },
    expected: 'not_found',
    state: uploadState,
  },
  '/api/auth/support/open uploadIds': {
    owner: 'member',
    victimObject: (w) => victimUpload(w, 'support'),
    payload: (uploadId) => Promise.resolve({ topic: 'other', text: 'look', uploadIds: [uploadId] }),
    expected: 'not_found',
    state: uploadState,
  },
  // Another member's picture as one's own avatar: refused as a file that does not exist.
  '/api/auth/user/update/info uploadId': {
    owner: 'member',
    victimObject: (w) => victimUpload(w, 'avatar'),
    payload: (uploadId) => Promise.resolve({ kind: 'avatar', uploadId }),
    expected: 'not_found',
    state: async (w, id) => ({
      upload: await uploadState(w, id),
      avatars: await w.db.selectFrom('members').select(['id', 'avatar_upload_id']).execute(),
    }),
  },
  '/api/auth/verification/submit frontUploadId': verificationPhotoCase('frontUploadId'),
  '/api/auth/verification/submit backUploadId': verificationPhotoCase('backUploadId'),
  '/api/auth/verification/submit selfieUploadId': verificationPhotoCase('selfieUploadId'),
};
