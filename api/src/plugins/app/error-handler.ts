import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from '@storefront/contracts';
import { AppError } from '../../errors';

/** Every error is `{ code, message }` with a §8 code; validation failures list their fields. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return reply.status(error.status).send(error.body);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'Invalid value',
        }));
        return reply.status(400).send(errorBody('BAD_REQUEST', undefined, { fields }));
      }
      if (error.statusCode === 429) return reply.status(429).send(errorBody('SYSTEM_BUSY'));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send(errorBody(error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(errorBody('SERVICE_SERVER_ERROR'));
    });
  },
  { name: 'error-handler' },
);
