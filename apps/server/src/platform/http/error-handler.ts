import { RESPONSE_CODE } from '@cloudmine/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { countRefusal } from '../metrics/index.js';
import { EnvelopeRejected } from './envelope-hooks.js';
import { keyFromValidation } from './validation.js';

/**
 * The one error handler: a business refusal answers HTTP 200 with `{ code, message: key }`; a
 * transport fault answers 4xx with a key; anything unexpected is logged and answered as a bare 500.
 * No stack, SQL or library text ever leaves the server.
 */
export function installErrorHandler(scope: FastifyInstance, clock: { now(): Date }): void {
  scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      countRefusal(request, error.key);
      return reply.code(200).send({ code: error.code, message: error.key, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const key = keyFromValidation(error.validation);
      countRefusal(request, key);
      return reply.code(200).send({ code: RESPONSE_CODE.failed, message: key, data: null });
    }
    if (error instanceof EnvelopeRejected) {
      request.log.info({ reason: error.reason }, 'envelope rejected');
      countRefusal(request, 'parameter_error');
      // serverTime lets a client with a wrong clock correct its offset and retry once.
      return reply
        .code(400)
        .type('application/json')
        .serializer(JSON.stringify)
        .send({
          code: 400,
          message: 'parameter_error',
          data: null,
          ...(error.reason === 'stale' ? { serverTime: clock.now().getTime() } : {}),
        });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      countRefusal(request, 'request_too_frequent');
      return reply
        .code(429)
        .type('application/json')
        .serializer(JSON.stringify)
        .send({ code: 429, message: 'request_too_frequent', data: null });
    }
    if (status >= 400 && status < 500) {
      // Unparsable body, wrong content type, body too large: the client's fault, told plainly.
      request.log.info({ code: 'code' in error ? error.code : undefined }, 'bad request');
      countRefusal(request, 'parameter_error');
      return reply
        .code(400)
        .type('application/json')
        .serializer(JSON.stringify)
        .send({ code: 400, message: 'parameter_error', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    countRefusal(request, 'server_error');
    return reply
      .code(500)
      .type('application/json')
      .serializer(JSON.stringify)
      .send({ code: 500, message: 'server_error', data: null });
  });
}
