import fc from 'fast-check';

/**
 * fast-check arbitraries for HTTP requests to the operations of an OpenAPI document (the fuzz test's
 * generator): path parameters, query and JSON body from each operation's schemas, then — in most requests —
 * one hostile value put somewhere (a body field, a parameter, a header, a raw URL piece), in some many.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** A hosted page of the sandbox gateway: form bodies, HTML answers. */
  html?: boolean;
}

export interface GeneratedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** valid: all from the schemas; one: one hostile value; chaos: hostile values anywhere. */
  mode: 'valid' | 'one' | 'chaos';
}

/** Values the database holds, so requests reach past "not found" (set before generating): ids by what they name. */
export const known = {
  ids: {} as Partial<Record<'users' | 'invoices' | 'orders' | 'topUps' | 'sessions' | 'contacts' | 'notifications', string[]>>,
  strings: [] as string[],
  tlds: [] as string[],
};

/** Which ids fit a field, from its name and the operation's path. */
function idsFor(name: string, context: string): string[] {
  const kind =
    /session/i.test(name) || /payment-sessions|sandbox-gateway|\/payments\//.test(context) ? 'sessions'
    : /user/i.test(name) ? 'users'
    : /top-?up/i.test(name) || /top-up/.test(context) ? 'topUps'
    : /address|contact/i.test(name) || /addresses/.test(context) ? 'contacts'
    : /notification/.test(context) ? 'notifications'
    : /invoice|online-payment|bulk/i.test(name + context) ? 'invoices'
    : /order|checkout|payment|capture/i.test(name + context) ? 'orders'
    : null;
  const all = Object.values(known.ids).flat();
  return kind ? [...(known.ids[kind] ?? []), ...(known.ids[kind]?.length ? [] : all)] : all;
}

// Hostile values ---------------------------------------------------------------------------------------------

export const LONG = 'a'.repeat(10_000);
const HOSTILE_STRINGS = [
  '\u0000', 'a\u0000b', '%00', '\u0001', '\u0008', '\u001b[31m', '\u007f', 'line\nbreak', 'tab\there', '\r\n',
  '\ud800', 'x\udfffy', '😀', '👩‍👩‍👧‍👦', 'é', '€', 'ক্ষ', '\u202eevil', '\u200b', '\ufeff', 'Ω≈ç√',
  '../../../../etc/passwd', '..\\..\\windows', '%2e%2e%2f', '..%2F..%2F', '/', '//evil.example', 'https://evil.example/',
  "' OR '1'='1", '"; DROP TABLE users; --', "\\'", '<script>alert(1)</script>', '{{7*7}}', '${7*7}', '%s%s%n',
  '__proto__', 'constructor', 'prototype', 'null', 'undefined', 'NaN', 'Infinity', 'true', '[]', '{}',
  '', ' ', '   ', '0', '-1', '3e9', '1e308', '-0', '0x10', '9007199254740993', '99999999999999999999999',
  'a'.repeat(101), 'a'.repeat(300), LONG,
];
const HOSTILE_NUMBERS = [0, -0, -1, 1, 0.5, -0.5, 1e-7, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 3e9, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE];
/** Put into a URL as they are (not percent-encoded). */
const RAW_URL_PIECES = ['%00', '%', '%zz', '%C0%80', '%ED%A0%80', '%E0%A4%A', '%FF', '..', '../x', '%2e%2e', '%2F', '+', '&', '=', '#', ';', '%0A', '%0d%0a', '%7F', '%20', 'a'.repeat(150)];
const HOSTILE_HEADERS = ['\u0000', 'a\u0001', '%00', 'a'.repeat(300), '😀', '', ' ', '../x', 'null', '00000000-0000-0000-0000-000000000000'];
const BROKEN_BODIES = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
  { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<a/>', contentType: 'application/xml' },
  { payload: 'plain', contentType: 'text/plain' },
  { payload: `"${LONG}"`, contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
];

/** NUL and control characters, in a word or alone: what reached PostgreSQL before (issue 11, finding 6). */
const controlString = fc.tuple(fc.constantFrom('', 'a', 'demo@example.com', 'sh-lite', 'x.com'), fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\ud800'), fc.constantFrom('', 'b')).map(([before, control, after]) => `${before}${control}${after}`);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: controlString, weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'a'], { a: { b: [null] } }, 'string', 42, -1, [[[[[]]]]]), weight: 2 },
);

// Values from schemas -----------------------------------------------------------------------------------------

const pick = <T>(values: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> => (values.length ? fc.constantFrom(...values) : fallback);

function fromPattern(pattern: string): fc.Arbitrary<string> {
  for (const source of [pattern, pattern.replace(/\(\?<?[!=](?:[^()]|\([^()]*\))*\)/g, '')]) {
    try {
      const arbitrary = fc.stringMatching(new RegExp(source));
      fc.sample(arbitrary, { numRuns: 1, seed: 1 });
      return arbitrary;
    } catch {
      // fast-check cannot read this pattern (lookarounds): try without them, else plain strings.
    }
  }
  return fc.string({ maxLength: 40 });
}

/** Plain string fields named like these get plausible values, so requests get past the first rule. */
function hinted(name: string, context: string): fc.Arbitrary<string> | null {
  if (/^(firstName|lastName|city|stateProvince|organization|holder)$/i.test(name)) return fc.constantFrom('Sokha', 'Chan', 'Phnom Penh', 'Mekong Web');
  if (/^address/i.test(name)) return fc.constantFrom('No. 41, Street 310', 'Floor 3');
  if (/postal/i.test(name)) return fc.stringMatching(/^\d{5,6}$/);
  if (/identityNumber/i.test(name)) return fc.constant('K001-901234567');
  if (/reason|note|description|title/i.test(name)) return fc.constantFrom('Fuzz reason', 'Goodwill');
  if (/^name$/i.test(name)) return fc.oneof(pick(known.strings, fc.constant('x')), fc.domain());
  if (/^(domain|domains|multi)$/i.test(name)) {
    const name = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9-]{2,14}[a-z0-9]$/), pick(known.tlds, fc.constant('com'))).map(([label, tld]) => `${label}.${tld}`);
    return fc.oneof({ arbitrary: name, weight: 4 }, { arbitrary: fc.domain(), weight: 1 }, { arbitrary: fc.constantFrom('example.com', 'mekongweb.net'), weight: 1 });
  }
  if (/keyword/i.test(name)) return fc.stringMatching(/^[a-z0-9-]{1,20}$/);
  if (/tld/i.test(name)) return pick(known.tlds, fc.constantFrom('com', 'net'));
  if (/email|login|^to$/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constant('fuzz-target@example.com'));
  if (/phone/i.test(name)) return fc.constantFrom('+855 12 345 678', '012345678', '+1 202 555 0101');
  if (/country/i.test(name)) return fc.constantFrom('KH', 'US', 'FR');
  if (/locale/i.test(name)) return fc.constantFrom('en', 'km');
  if (/password/i.test(name)) return fc.constantFrom('Demo-pass1', 'Fuzz-pass1', 'New-pass-123', 'short');
  if (/code|token|otp/i.test(name)) return fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[0-9a-f]{32,64}$/), pick(known.strings, fc.constant('WELCOME10')));
  if (/path|url/i.test(name)) return fc.constantFrom('/', '/top-up', '/payment/success?orderId=1', '/checkout-basket?step=payment');
  if (/^(key|package|product)$/i.test(name)) return pick(known.strings, fc.constant('x'));
  if (/^id$/i.test(name)) return pick(idsFor(name, context), fc.uuid());
  return null;
}

function stringFor(schema: JsonSchema, name: string, context: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    const ids = idsFor(name, context);
    return ids.length ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: fc.uuid(), weight: 1 }) : fc.uuid();
  }
  const hint = hinted(name, context);
  if (schema.format === 'date-time') return fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return hint ? fc.oneof(hint, fromPattern(schema.pattern)) : fromPattern(schema.pattern);
  const minLength = schema.minLength ?? 0;
  const plain = fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, 12) }),
  );
  return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: plain, weight: 1 }) : plain;
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? Math.max(schema.minimum, -1e6) : -1000;
  const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, 1e8) : 1e6;
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const edges = fc.constantFrom(...[low, high, low - 1, high + 1].filter(Number.isFinite));
  const inside = integer ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) }) : fc.double({ min: low, max: high, noNaN: true });
  return fc.oneof({ arbitrary: inside, weight: 4 }, { arbitrary: edges, weight: 1 });
}

/**
 * A value the schema describes (`chaos`: any part may be hostile instead, 1 in 5 at each level). Property and
 * parameter names steer plain strings (see `hinted`).
 */
export function valueFor(schema: JsonSchema | undefined, { name = '', context = '', chaos = false, depth = 0 }: { name?: string; context?: string; chaos?: boolean; depth?: number } = {}): fc.Arbitrary<unknown> {
  const valid = validFor(schema ?? {}, name, context, chaos, depth);
  return chaos ? fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 }) : valid;
}

function validFor(schema: JsonSchema, name: string, context: string, chaos: boolean, depth: number): fc.Arbitrary<unknown> {
  const withNull = (arbitrary: fc.Arbitrary<unknown>) => (schema.nullable ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return withNull(fc.constantFrom(...schema.enum));
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return withNull(fc.oneof(...alternatives.map((sub) => validFor(sub, name, context, chaos, depth))));
  if (schema.allOf?.length) return validFor(Object.assign({}, ...schema.allOf) as JsonSchema, name, context, chaos, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return withNull(stringFor(schema, name, context));
    case 'integer':
      return withNull(numberFor(schema, true));
    case 'number':
      return withNull(numberFor(schema, false));
    case 'boolean':
      return withNull(fc.boolean());
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return withNull(fc.array(valueFor(schema.items, { name, context, chaos, depth: depth + 1 }), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 2, 2)) }));
    }
    default: {
      if (!schema.properties) return depth > 3 ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties)) shape[key] = valueFor(property, { name: key, context, chaos, depth: depth + 1 });
      const required = (schema.required ?? []).filter((key) => key in shape);
      // Optional fields come about half the time; now and then a required one goes missing.
      return withNull(fc.oneof({ arbitrary: fc.record(shape, { requiredKeys: required }), weight: 9 }, { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 }));
    }
  }
}

// Requests ----------------------------------------------------------------------------------------------------

/** Percent-encoding that also writes a lone surrogate (which encodeURIComponent refuses) as a careless client would. */
export function encode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[^]/g, (piece) => {
    if (piece.length === 2 || piece < '\ud800' || piece > '\udfff') return encodeURIComponent(piece);
    const unit = piece.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));

/** Every place in a JSON value that can take another value: [] is the value itself. */
function placesIn(value: unknown, at: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  found.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => placesIn(item, [...at, index], found));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) placesIn(item, [...at, key], found);
  return found;
}

function replaceAt(value: unknown, place: (string | number)[], replacement: unknown): unknown {
  if (!place.length) return replacement;
  const [head, ...rest] = place;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

interface Parts {
  path: string[];
  query: [string, string | null][];
  body: unknown;
  headers: Record<string, string>;
  /** Set instead of a JSON body: a raw payload and its type. */
  raw?: { payload?: string; contentType?: string };
}

const GUEST_CART = '6a5e0c1e-9f0b-4c1e-8a7d-3f2b1c0d9e8f';
const HEADER_NAMES = ['idempotency-key', 'x-cart-sid', 'x-locale'];

/** One hostile change to a request built from the schemas. */
const mutation = fc.record({
  target: fc.constantFrom('body', 'body', 'body', 'path', 'query', 'query', 'header', 'rawBody', 'extraQuery', 'extraField'),
  index: fc.nat(),
  value: hostileValue,
  piece: fc.oneof(fc.constantFrom('%00', 'a%00', '%01', '%1F'), fc.constantFrom(...RAW_URL_PIECES)),
  header: fc.constantFrom(...HOSTILE_HEADERS),
  raw: fc.constantFrom(...BROKEN_BODIES),
  key: fc.constantFrom('extra', '__proto__', 'constructor', 'a\u0000', 'a'.repeat(200)),
});

type Change = { target: string; index: number; value: unknown; piece: string; header: string; raw: { payload: string; contentType: string }; key: string };

/** The request with one hostile change. */
function apply(parts: Parts, change: Change): Parts {
  const next: Parts = { ...parts, path: [...parts.path], query: [...parts.query], headers: { ...parts.headers } };
  switch (change.target) {
    case 'path':
      if (next.path.length) {
        const index = change.index % next.path.length;
        next.path[index] = change.index % 2 ? change.piece : encode(asText(change.value));
        return next;
      }
      return apply(parts, { ...change, target: 'extraQuery' });
    case 'query':
      if (next.query.length) {
        const index = change.index % next.query.length;
        next.query[index] = [next.query[index]![0], change.index % 2 ? change.piece : encode(asText(change.value))];
        return next;
      }
      return apply(parts, { ...change, target: 'extraQuery' });
    case 'extraQuery':
      next.query.push([change.index % 2 ? encode(change.key) : 'x', change.index % 3 ? change.piece : encode(asText(change.value))]);
      return next;
    case 'header':
      next.headers[HEADER_NAMES[change.index % HEADER_NAMES.length]!] = change.header;
      return next;
    case 'rawBody':
      next.raw = change.raw;
      return next;
    case 'extraField':
      if (next.body !== null && typeof next.body === 'object' && !Array.isArray(next.body)) {
        next.body = { ...(next.body as Record<string, unknown>), [change.key]: change.value };
        return next;
      }
      return apply(parts, { ...change, target: 'body' });
    default: {
      const places = placesIn(next.body);
      next.body = replaceAt(next.body, places[change.index % places.length]!, change.value);
      return next;
    }
  }
}

function partsFor(operation: Operation, chaos: boolean): fc.Arbitrary<Parts> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const context = operation.path;
  const pathValue = (parameter: Parameter) => valueFor(parameter.schema, { name: parameter.name, context, chaos }).map((value) => encode(asText(value)));
  const queryValue = (parameter: Parameter) => {
    const entry = valueFor(parameter.schema, { name: parameter.name, context, chaos }).map((value): [string, string | null] => [encode(parameter.name), encode(asText(value))]);
    return parameter.required ? entry : fc.option(entry, { nil: null, freq: 3 });
  };
  const needsBody = operation.body !== null || !['GET', 'HEAD', 'DELETE'].includes(operation.method);
  return fc.record({
    path: fc.tuple(...pathParameters.map(pathValue)),
    query: fc.tuple(...queryParameters.map(queryValue)).map((entries) => entries.filter((entry): entry is [string, string | null] => entry !== null)),
    body: operation.html
      ? fc.dictionary(fc.constantFrom('number', 'expiry', 'cvc', 'holder', 'code'), fc.constantFrom('4000000000003220', '4242424242424242', '12/30', '123', 'Demo Customer', '123456'), { maxKeys: 5 })
      : needsBody
        ? valueFor(operation.body ?? undefined, { context, chaos })
        : fc.constant(undefined),
    // A guest's cart goes by x-cart-sid: mostly one cart for the whole run, so it fills up as a browser's would.
    headers: fc.record({ 'idempotency-key': fc.uuid(), 'x-cart-sid': fc.oneof({ arbitrary: fc.constant(GUEST_CART), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 }) }, { requiredKeys: [] }),
  }) as fc.Arbitrary<Parts>;
}

function toRequest(operation: Operation, parts: Parts, mode: GeneratedRequest['mode']): GeneratedRequest {
  let url = operation.path;
  operation.parameters.filter((p) => p.in === 'path').forEach((parameter, index) => (url = url.replace(`{${parameter.name}}`, parts.path[index]!)));
  if (parts.query.length) url += `?${parts.query.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join('&')}`;
  const headers = { ...parts.headers };
  let payload: string | undefined;
  if (parts.raw) {
    payload = parts.raw.payload;
    if (parts.raw.contentType) headers['content-type'] = parts.raw.contentType;
  } else if (parts.body !== undefined) {
    if (operation.html) {
      const fields = parts.body !== null && typeof parts.body === 'object' && !Array.isArray(parts.body) ? (parts.body as Record<string, unknown>) : { value: parts.body };
      payload = new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, asText(value)])).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = JSON.stringify(parts.body) ?? 'null';
      headers['content-type'] = 'application/json';
    }
  }
  return { method: operation.method, url, headers, payload, mode };
}

/** Requests for an operation: half all valid, four in ten with one hostile change, one in ten hostile anywhere. */
export function requestsFor(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  return fc.oneof(
    { arbitrary: partsFor(operation, false).map((parts) => toRequest(operation, parts, 'valid')), weight: 5 },
    { arbitrary: fc.tuple(partsFor(operation, false), mutation).map(([parts, change]) => toRequest(operation, apply(parts, change), 'one')), weight: 4 },
    { arbitrary: fc.tuple(partsFor(operation, true), mutation).map(([parts, change]) => toRequest(operation, apply(parts, change), 'chaos')), weight: 1 },
  );
}

/** The operations of an OpenAPI document (GET, POST, PUT, PATCH, DELETE). */
export function operationsOf(document: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [], body: operation.requestBody?.content?.['application/json']?.schema ?? null });
    }
  }
  return operations;
}
