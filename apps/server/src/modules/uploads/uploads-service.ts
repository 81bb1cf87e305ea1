import { createHash, randomBytes } from 'node:crypto';
import type { UploadedFile, UploadPurpose } from '@cloudmine/api';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { cleanImage } from './image-bytes.js';
import type { ObjectStore } from './object-store.js';
import { countMemberUploadsSince, findUpload, insertUpload, ownedUploadIds } from './uploads-repository.js';
import type { uploadsSettings } from './uploads-settings.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadsServiceDeps {
  db: Database;
  clock: Clock;
  store: ObjectStore;
  settings: SettingsReader<typeof uploadsSettings>;
}

export type Uploader = { kind: 'member'; id: number } | { kind: 'operator'; id: number };

export function createUploadsService(deps: UploadsServiceDeps) {
  const { db, clock, store, settings } = deps;

  return {
    maxFileBytes: () => settings.get('uploads.max_file_bytes'),

    /**
     * Stores one image: `digest` (from the sealed header) must be the SHA-256 of the bytes received,
     * so a file cannot be swapped under someone's stamp; the bytes decide the type; metadata goes.
     */
    async receive(
      uploader: Uploader,
      purpose: UploadPurpose,
      bytes: Buffer,
      digest: string,
    ): Promise<UploadedFile> {
      if (createHash('sha256').update(bytes).digest('hex') !== digest) throw new AppError('parameter_error');
      if (bytes.length > (await settings.get('uploads.max_file_bytes'))) throw new AppError('file_too_large');
      const now = clock.now();
      if (uploader.kind === 'member') {
        const recent = await countMemberUploadsSince(db, uploader.id, new Date(now.getTime() - DAY_MS));
        if (recent >= (await settings.get('uploads.daily_count'))) throw new AppError('too_many_files');
      }
      const image = cleanImage(bytes);
      if (!image) throw new AppError('wrong_file_type');
      // The bytes first: a row never points at nothing (a failed insert leaves an unreferenced file).
      const key = `${purpose}/${randomBytes(16).toString('hex')}`;
      await store.put(key, image.bytes);
      const id = await insertUpload(db, {
        member_id: uploader.kind === 'member' ? uploader.id : null,
        operator_id: uploader.kind === 'operator' ? uploader.id : null,
        reader_member_id: null,
        purpose,
        mime: image.mime,
        size_bytes: image.bytes.length,
        storage_key: key,
        created_at: now.toISOString(),
      });
      return { id, mime: image.mime, sizeBytes: image.bytes.length };
    },

    /**
     * Stores a member's file that arrived another way (an avatar from before uploads), in the
     * caller's transaction; the bytes were checked when they first arrived. Answers its id.
     */
    async adopt(
      trx: Executor,
      file: { memberId: number; purpose: UploadPurpose; mime: string; bytes: Buffer; at: Date },
    ): Promise<number> {
      const key = `${file.purpose}/${randomBytes(16).toString('hex')}`;
      await store.put(key, file.bytes);
      return insertUpload(trx, {
        member_id: file.memberId,
        operator_id: null,
        reader_member_id: null,
        purpose: file.purpose,
        mime: file.mime,
        size_bytes: file.bytes.length,
        storage_key: key,
        created_at: file.at.toISOString(),
      });
    },

    /** The file for its owner (or the member an operator sent it to), or any operator; null for anyone else. */
    async read(reader: Uploader, id: number): Promise<{ mime: string; bytes: Buffer } | null> {
      const row = await findUpload(db, id);
      if (!row) return null;
      if (reader.kind === 'member' && row.member_id !== reader.id && row.reader_member_id !== reader.id)
        return null;
      const bytes = await store.get(row.storage_key);
      return bytes ? { mime: row.mime, bytes } : null;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/**
 * Refuses unless every id is a file this member (or, with `member: null`, an operator) sent for
 * `purpose`: another member's image cannot be attached to one's own verification or ticket.
 */
export async function assertUploadsUsable(
  db: Executor,
  owner: { member: number } | { operator: true },
  purpose: UploadPurpose,
  ids: readonly number[],
): Promise<void> {
  const distinct = [...new Set(ids)];
  if (distinct.length !== ids.length) throw new AppError('parameter_error');
  const found = await ownedUploadIds(
    db,
    { member: 'member' in owner ? owner.member : null },
    purpose,
    distinct,
  );
  if (found.size !== distinct.length) throw new AppError('not_found');
}
