import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from '@storefront/contracts';
import { AppError } from '../../errors';

/** Every error is `{ code, message }` with a §8 code; validation failures list their fields, the first one's message leading. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return reply.status(error.status).send(error.body);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'Invalid value',
        }));
        // The first field's message is the answer's message: the UI shows the rule's own words (spec §5).
        const body = errorBody('BAD_REQUEST', undefined, { fields });
        if (fields[0]) body.message = fields[0].message;
        return reply.status(400).send(body);
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
