/**
 * One way to read (issue 29 item 2, docs/adr/0012): a page reads with the query hooks generated from the endpoint
 * declarations (injectEndpointsOf in the remote's src/shared/), cached under their tags, so a change made anywhere
 * on the page makes it stale. `callEndpoint` is for changes (paying, signing in, sending a form).
 *
 * `storefront/no-read-by-call` refuses `callEndpoint(<area>Endpoints.<name>, …)` when that declaration is a query:
 * a GET unless it says `kind: 'mutation'`, or any method with `kind: 'query'` (a price asked with a POST body) — the
 * same test as contracts' `isQuery` and the platform's injectEndpointsOf. The declarations are read from
 * shared/contracts/src/endpoints/*.ts by name (each `export const <area>Endpoints = { … }`, spreads of another area
 * included), so the rule needs no type information; tooling/lint/one-way-to-read.test.ts holds the table to what
 * contracts' own isQuery says of every declaration.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ENDPOINTS_DIR = path.resolve(__dirname, '../../shared/contracts/src/endpoints');

/** Unwraps `{ … } as const satisfies Endpoints` to the object literal. */
function objectOf(node) {
  let current = node;
  while (current && (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))) current = current.expression;
  return current && ts.isObjectLiteralExpression(current) ? current : null;
}

const nameOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null);

/** A declaration's method and kind, when written as literals (every declaration is). */
function declarationOf(object) {
  const found = {};
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = nameOf(property.name);
    if ((key === 'method' || key === 'kind' || key === 'path') && ts.isStringLiteralLike(property.initializer)) found[key] = property.initializer.text;
  }
  return found.method ? found : null;
}

/**
 * Every endpoint group of shared/contracts by its exported name: `{ domainsEndpoints: { listTlds: { method, kind,
 * path, query } } }`, `query` as contracts' isQuery decides it.
 */
function readDeclarations(dir = ENDPOINTS_DIR) {
  const groups = new Map();
  const spreads = new Map();
  for (const file of fs.readdirSync(dir)) {
    if (!/\.ts$/.test(file) || /\.(schema|test)\.ts$/.test(file)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const variable of statement.declarationList.declarations) {
        const object = objectOf(variable.initializer);
        if (!object || !ts.isIdentifier(variable.name) || !/Endpoints$/.test(variable.name.text)) continue;
        const group = new Map();
        const spread = [];
        for (const property of object.properties) {
          if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) spread.push(property.expression.text);
          if (!ts.isPropertyAssignment(property)) continue;
          const name = nameOf(property.name);
          const value = objectOf(property.initializer);
          const declaration = value && declarationOf(value);
          if (name && declaration) group.set(name, { ...declaration, query: (declaration.kind ?? (declaration.method === 'GET' ? 'query' : 'mutation')) === 'query' });
        }
        groups.set(variable.name.text, group);
        spreads.set(variable.name.text, spread);
      }
    }
  }
  // `{ ...notificationEndpoints, … }`: a group holds the declarations of the groups it spreads.
  const resolved = new Map();
  const resolve = (name, seen = new Set()) => {
    if (resolved.has(name)) return resolved.get(name);
    const own = groups.get(name) ?? new Map();
    const all = new Map();
    for (const other of spreads.get(name) ?? []) if (!seen.has(other)) for (const [key, value] of resolve(other, new Set([...seen, name]))) all.set(key, value);
    for (const [key, value] of own) all.set(key, value);
    resolved.set(name, all);
    return all;
  };
  return new Map([...groups.keys()].map((name) => [name, resolve(name)]));
}

let declarations = null;
const known = () => (declarations ??= readDeclarations());

const MESSAGE =
  'Do not read {{group}}.{{name}} ({{method}} {{path}}, a query) with callEndpoint. Read it with its generated hook — `use{{Name}}Query` from injectEndpointsOf({{group}}) in this remote\'s src/shared/ (a lazy query for a read on demand, or `<api>.endpoints.{{name}}.initiate` where no component asks) — so it is cached under its tags and a change anywhere on the page makes it stale. callEndpoint is for changes (docs/adr/0012, "One way to read").';

const noReadByCall = {
  meta: {
    type: 'problem',
    docs: { description: 'callEndpoint is for changes: a query declaration is read with its generated hook.' },
    schema: [],
    messages: { read: MESSAGE },
  },
  create(context) {
    // Local names: of callEndpoint from the platform, and of each endpoint group from contracts.
    const callers = new Set();
    const groups = new Map();
    return {
      ImportDeclaration(node) {
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
          if (node.source.value === '@storefront/platform' && imported === 'callEndpoint') callers.add(specifier.local.name);
          if (node.source.value === '@storefront/contracts' && known().has(imported)) groups.set(specifier.local.name, imported);
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !callers.has(node.callee.name)) return;
        const [endpoint] = node.arguments;
        if (endpoint?.type !== 'MemberExpression' || endpoint.object.type !== 'Identifier' || !groups.has(endpoint.object.name)) return;
        const name = endpoint.computed ? (endpoint.property.type === 'Literal' ? String(endpoint.property.value) : null) : endpoint.property.name;
        const group = groups.get(endpoint.object.name);
        const declaration = name === null ? undefined : known().get(group)?.get(name);
        if (!declaration?.query) return;
        context.report({
          node: endpoint,
          messageId: 'read',
          data: { group, name, Name: name.charAt(0).toUpperCase() + name.slice(1), method: declaration.method, path: declaration.path ?? '' },
        });
      },
    };
  },
};

const INJECTION_MESSAGE =
  "Inject endpoints in this remote's src/shared/ (one `<area>-api.ts` there, e.g. src/shared/{{area}}-api.ts), not in {{file}}: the remote's reads are then found in one place, a new endpoint of the area needs no line here, and features import the hooks from there (docs/adr/0012, \"One way to read\").";

/**
 * `storefront-reads/injections-in-shared`: a remote injects endpoints (injectEndpointsOf) only in its src/shared/.
 * The shell is a host, not a remote: its few injections sit beside the lazily loaded parts that read them.
 */
const injectionsInShared = {
  meta: {
    type: 'problem',
    docs: { description: "A remote's endpoint injections live in its src/shared/." },
    schema: [],
    messages: { inject: INJECTION_MESSAGE },
  },
  create(context) {
    const file = path.relative(context.cwd ?? process.cwd(), context.filename).split(path.sep).join('/');
    if (/^mfe-[^/]+\/src\/shared\//.test(file)) return {};
    const injectors = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@storefront/platform/query') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type' && (specifier.imported.name ?? specifier.imported.value) === 'injectEndpointsOf') injectors.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !injectors.has(node.callee.name)) return;
        const [group] = node.arguments;
        const area = group?.type === 'Identifier' ? group.name.replace(/Endpoints$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : 'area';
        context.report({ node, messageId: 'inject', data: { area, file } });
      },
    };
  },
};

const oneWayToReadPlugin = { meta: { name: 'storefront-reads' }, rules: { 'no-read-by-call': noReadByCall, 'injections-in-shared': injectionsInShared } };

/** The browser apps: the shell and every remote (the platform's own store slices read the session, config and cart). */
const APP_FILES = ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'];

const oneWayToReadConfigs = [
  {
    name: 'storefront/one-way-to-read',
    files: APP_FILES,
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    plugins: { 'storefront-reads': oneWayToReadPlugin },
    rules: { 'storefront-reads/no-read-by-call': 'error' },
  },
  {
    name: 'storefront/injections-in-shared',
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    plugins: { 'storefront-reads': oneWayToReadPlugin },
    rules: { 'storefront-reads/injections-in-shared': 'error' },
  },
];

module.exports = { oneWayToReadPlugin, oneWayToReadConfigs, readDeclarations };
