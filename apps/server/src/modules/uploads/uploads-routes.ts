import {
  ADMIN_UPLOAD_PATH,
  MEMBER_UPLOAD_PATH,
  UPLOAD_PATH,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '@cloudmine/api';
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { sendPrivateFile } from '../../platform/http/private-file.js';
import { rawRouteMember, rawRouteOperator } from '../../platform/http/raw-route-caller.js';
import type { RouteDeps } from '../../platform/http/routes.js';
import type { UploadsService } from './uploads-service.js';

export interface UploadsRouteDeps extends RouteDeps {
  uploads: UploadsService;
}

/** The one file of a multipart upload and its `purpose` field, within the size limit. */
async function readUpload(
  scope: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ purpose: UploadPurpose; bytes: Buffer; digest: string }> {
  let bytes: Buffer;
  let purpose: unknown;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 1, parts: 2 } });
    if (!file) throw new AppError('missing_parameters');
    const field = file.fields.purpose;
    purpose = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw new AppError('file_too_large');
    if (error instanceof scope.multipartErrors.FilesLimitError) throw new AppError('too_many_files');
    throw error;
  }
  if (!isPurpose(purpose)) throw new AppError('parameter_error');
  const digest = request.stamp?.d;
  if (digest === undefined) throw new AppError('parameter_error');
  return { purpose, bytes, digest };
}

function isPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

function idParam(request: FastifyRequest<{ Params: { id: string } }>): number {
  const id = Number(request.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('not_found');
  return id;
}

function sendFile(reply: FastifyReply, file: { mime: string; bytes: Buffer } | null) {
  if (!file) throw new AppError('not_found');
  return sendPrivateFile(reply, file);
}

/**
 * Uploads on the enveloped scope (docs/member-care.md), closed for maintenance on the member's side
 * as every member call: the sealed header carries `{t, r, d}` with
 * `d` the file's SHA-256; the body is multipart with a `purpose` field, then one `file`. Files are
 * read back by their owner, and by operators who may read members.
 */
export function uploadsRoutes(scope: FastifyInstance, deps: UploadsRouteDeps): void {
  scope.post(UPLOAD_PATH, { config: { multipart: true }, schema: { hide: true } }, async (request) => {
    const member = await rawRouteMember(request, deps, MEMBER_UPLOAD_PATH);
    const upload = await readUpload(scope, request, await deps.uploads.maxFileBytes());
    const uploader = { kind: 'member', id: member.id } as const;
    const data = await deps.uploads.receive(uploader, upload.purpose, upload.bytes, upload.digest);
    return { code: 200, message: 'ok', data };
  });

  // Operators send images in support replies.
  scope.post(ADMIN_UPLOAD_PATH, { config: { multipart: true }, schema: { hide: true } }, async (request) => {
    const operator = await rawRouteOperator(request, deps, 'members.manage');
    const upload = await readUpload(scope, request, await deps.uploads.maxFileBytes());
    if (upload.purpose !== 'support') throw new AppError('parameter_error');
    const uploader = { kind: 'operator', id: operator.id } as const;
    const data = await deps.uploads.receive(uploader, upload.purpose, upload.bytes, upload.digest);
    return { code: 200, message: 'ok', data };
  });

  scope.get<{ Params: { id: string } }>(
    `${MEMBER_UPLOAD_PATH}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const member = await rawRouteMember(request, deps, MEMBER_UPLOAD_PATH);
      return sendFile(reply, await deps.uploads.read({ kind: 'member', id: member.id }, idParam(request)));
    },
  );

  scope.get<{ Params: { id: string } }>(
    `${ADMIN_UPLOAD_PATH}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const operator = await rawRouteOperator(request, deps, 'members.read');
      return sendFile(
        reply,
        await deps.uploads.read({ kind: 'operator', id: operator.id }, idParam(request)),
      );
    },
  );
}
