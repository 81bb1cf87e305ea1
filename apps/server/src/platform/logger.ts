import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/**
 * Structured JSON logs. Request bodies are never logged (they hold passwords and codes), and the
 * headers that carry secrets are redacted.
 */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-envelope"]', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
