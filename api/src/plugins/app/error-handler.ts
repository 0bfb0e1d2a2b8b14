import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, isErrorCode, type ApiErrorBody, type ErrorCode } from '@storefront/contracts';
import { AppError } from '../../errors';

/**
 * Every error the server produces is `{ code, message }` with a §8 code (issue 11, finding 10): the api's own
 * errors, the framework's (bad JSON, 413, 415, a bad or too long URL), the not-found answers, and those Node's
 * HTTP server answers before Fastify sees a request (400, 408, 431). None repeats the request (URL, headers,
 * body), none carries a stack trace; a 5xx logs one line with its error, a client's fault logs nothing above debug.
 */

/** Words for the statuses the framework and Node answer with; the others take their code's catalogue message. */
const STATUS_MESSAGES: Record<number, string> = {
  405: 'This method is not allowed here',
  406: 'This response type cannot be produced',
  408: 'The request took too long to arrive',
  411: 'The request must state its length',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'This content type is not accepted',
  431: 'The request headers are too large',
};

/** Words for the framework's own 400s, by its error code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/** The §8 code an HTTP error status is answered with. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429 || status === 503) return 'SYSTEM_BUSY';
  if (status >= 500) return 'SERVICE_SERVER_ERROR';
  return 'BAD_REQUEST';
}

/** The body for an error status: its §8 code and a message that says what went wrong, never the request. */
export function bodyForStatus(status: number, frameworkCode?: string): ApiErrorBody {
  const body = errorBody(codeForStatus(status));
  const message = (frameworkCode && FRAMEWORK_MESSAGES[frameworkCode]) ?? STATUS_MESSAGES[status];
  if (message) body.message = message;
  return body;
}

/** An error's HTTP status when it is a client's fault (4xx), else null. */
function clientStatus(error: FastifyError & { status?: unknown }): number | null {
  const status = typeof error.statusCode === 'number' ? error.statusCode : typeof error.status === 'number' ? error.status : null;
  return status !== null && status >= 400 && status < 500 ? status : null;
}

/** Whether a serialized body is already `{ code, message, ... }` with a §8 code. */
function isErrorShape(payload: string): boolean {
  try {
    const body = JSON.parse(payload) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) && isErrorCode((body as ApiErrorBody).code) && typeof (body as ApiErrorBody).message === 'string';
  } catch {
    return false;
  }
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (400) or a path parameter past its length (414),
 * answered before any hook runs.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = clientStatus(error) ?? 400;
  void reply.code(status).type('application/json; charset=utf-8').send(bodyForStatus(status, error.code));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request — headers past
 * 16 KB (431), a request or its headers past their timeout (408), a malformed request line or header (400).
 * Answers `{ code, message }` when nothing of a response was sent yet, then frees the socket.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  this.log.debug({ code: error.code, status }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(bodyForStatus(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

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
      const status = clientStatus(error);
      if (status !== null) {
        request.log.debug({ code: error.code, status }, 'client error');
        return reply.status(status).send(bodyForStatus(status, error.code));
      }
      // One line with the error (pino writes it as one JSON line); the body says nothing of it.
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(errorBody('SERVICE_SERVER_ERROR'));
    });

    /**
     * The last word on error bodies: a 4xx or 5xx that is not yet `{ code, message }` with a §8 code — the front
     * end's text 404 for a missing file (static/frontend.ts), anything a plugin answers in its own shape — is
     * replaced by its status's body. HTML error pages are left alone: they are the sandbox gateway's hosted
     * pages, which stand in for a payment provider's own site and are read by people, not by the api's client.
     * A 5xx's plain-text explanation (the front end not built yet) is kept as the message: it is the server's
     * own state, never the request's.
     */
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) return payload;
      if (typeof payload === 'string' && type.startsWith('application/json') && isErrorShape(payload)) return payload;
      const body = bodyForStatus(reply.statusCode);
      if (reply.statusCode >= 500 && type.startsWith('text/plain') && typeof payload === 'string' && payload.length <= 300) body.message = payload;
      if (payload instanceof Readable) payload.destroy();
      reply.type('application/json; charset=utf-8');
      reply.removeHeader('content-length');
      return JSON.stringify(body);
    });
  },
  { name: 'error-handler' },
);
