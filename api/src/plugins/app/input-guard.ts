import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { bodyForStatus } from './error-handler';

/**
 * One guard for every request, before any hook or handler reads the database (issue 11, finding 6: a NUL byte
 * in a path, query or body reached PostgreSQL, which refuses it, and answered 500). Refused with 400
 * BAD_REQUEST `{ code, message }`:
 *
 * - in the path and the query, raw or percent-encoded: any C0 control character (U+0000–U+001F) or DEL, an
 *   invalid percent-escape or one that does not decode to UTF-8 (which covers lone surrogates);
 * - in header values: C0 controls other than tab, and DEL (Node's parser already refuses them on the wire); in
 *   cookie values, an encoded NUL (cookies are percent-decoded before use);
 * - in parsed bodies (JSON, forms), in every string value and key at any depth: NUL and the C0 controls other
 *   than tab, line feed and carriage return (text fields may hold those), and lone UTF-16 surrogates.
 *
 * A request target longer than `maxUrlLength` answers 414. The messages never repeat what was sent.
 */

const NOT_ALLOWED = 'The request contains characters that are not allowed';
const BAD_ENCODING = 'The request contains an invalid character encoding';

/* eslint-disable no-control-regex -- matching control characters is this guard's purpose */
/** C0 controls and DEL: never in a path, a query or a header (tab aside in headers). */
const URL_CONTROL = /[\u0000-\u001f\u007f]/;
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/** In text fields of a body: NUL and C0 controls except tab, line feed, carriage return. */
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A `%` not followed by two hex digits. */
const BAD_ESCAPE = /%(?![0-9a-fA-F]{2})/;
const ENCODED_NUL = /%00/;

/** A field's path is named in the answer (as validation errors do) only when it is a short plain one. */
const NAMEABLE_FIELD = /^[\w.-]{1,100}$/;

function refuse(message: string, field?: string): AppError {
  return field !== undefined && NAMEABLE_FIELD.test(field)
    ? new AppError('BAD_REQUEST', undefined, { fields: [{ path: field, message }] }, message)
    : new AppError('BAD_REQUEST', undefined, undefined, message);
}

/** The text a URL part stands for, or null when its escapes are broken or do not spell UTF-8. */
function percentDecoded(part: string): string | null {
  if (BAD_ESCAPE.test(part)) return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Why a request target is refused, or null. The query's `+` is a space (form encoding). */
export function urlProblem(url: string): string | null {
  if (URL_CONTROL.test(url) || LONE_SURROGATE.test(url)) return NOT_ALLOWED;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1).replace(/\+/g, ' ');
  for (const part of [path, query]) {
    const decoded = percentDecoded(part);
    if (decoded === null) return BAD_ENCODING;
    if (URL_CONTROL.test(decoded)) return NOT_ALLOWED;
  }
  return null;
}

/** Why a header value is refused, or null. */
function headerProblem(name: string, value: string): string | null {
  if (HEADER_CONTROL.test(value) || LONE_SURROGATE.test(value)) return NOT_ALLOWED;
  if (name === 'cookie' && ENCODED_NUL.test(value)) return NOT_ALLOWED;
  return null;
}

/** The dotted path of the first string (value or key) in a parsed body that is refused, or null. Iterative: any depth. */
export function bodyProblem(body: unknown): { path: string; message: string } | null {
  const bad = (text: string) => BODY_CONTROL.test(text) || LONE_SURROGATE.test(text);
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (bad(value)) return { path, message: NOT_ALLOWED };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A refused key is not repeated in the answer.
        if (bad(key)) return { path, message: NOT_ALLOWED };
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

export interface InputGuardOptions {
  /** Longest request target (path and query) accepted; longer answers 414. */
  maxUrlLength: number;
}

export const inputGuardPlugin = fp<InputGuardOptions>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const url = request.raw.url ?? '/';
      if (url.length > options.maxUrlLength) throw new AppError('BAD_REQUEST', undefined, undefined, bodyForStatus(414).message, 414);
      const problem = urlProblem(url);
      if (problem) throw refuse(problem);
      for (const [name, value] of Object.entries(request.headers)) {
        const values = Array.isArray(value) ? value : [value];
        for (const one of values) {
          const headerIssue = typeof one === 'string' ? headerProblem(name, one) : null;
          if (headerIssue) throw refuse(headerIssue);
        }
      }
    });

    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) return;
      const problem = bodyProblem(request.body);
      if (problem) throw refuse(problem.message, problem.path);
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
