import type { FastifyReply } from 'fastify';

/**
 * Answers a file for the caller alone (an upload, a statement, a poster): never kept by a shared
 * cache, never sniffed into another type, offered under `filename` when saved. Bytes, not a string:
 * the envelope seals string answers as JSON.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { mime: string; bytes: Buffer; filename?: string },
): FastifyReply {
  reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
  if (file.filename) reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  return reply.type(file.mime).send(file.bytes);
}
