/**
 * Thin routes (issue 29 item 1, docs/adr/0012): a file under api/src/routes validates from its declaration, calls a
 * function of its area module with the app (api/src/deps.ts) and shapes the answer. It reaches no database — no
 * `app.db`, no query builder, no Kysely import — and reads no clock of its own: the area function takes deps.clock.
 * Every api route lives under api/src/routes (routeFilesOnly), so this reaches all of them.
 */

const QUERY_METHODS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'selectNoFrom', 'replaceInto', 'mergeInto', 'transaction', 'executeQuery', 'connection']);

const AREA = 'call a function of the area module (api/src/<area>/) with the app — `await listNotifications(app, user.id)`; the function takes `deps: Pick<AreaDeps, \'db\' | \'clock\'>` (api/src/deps.ts) and its queries live in the area\'s repository';

const noDataAccess = {
  meta: {
    type: 'problem',
    docs: { description: 'A route reaches no database and reads no clock: its area module does.' },
    schema: [],
    messages: {
      db: `A route does not touch the database (${'{{what}}'}): ${AREA}.`,
      query: `A route runs no query ({{what}}): ${AREA}.`,
      kysely: `A route does not import Kysely: its queries belong in the area's repository; ${AREA}.`,
      clock: 'A route reads no clock of its own ({{what}}): the business clock is an input — the area function takes deps.clock and calls deps.clock.now(), so tests and the development clock move it.',
    },
  },
  create(context) {
    const isApp = (node) => node?.type === 'Identifier' && node.name === 'app';
    return {
      MemberExpression(node) {
        if (isApp(node.object) && !node.computed && node.property.name === 'db') context.report({ node, messageId: 'db', data: { what: 'app.db' } });
        if (isApp(node.object) && node.computed) context.report({ node, messageId: 'db', data: { what: 'app[…]' } });
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !isApp(node.init)) return;
        if (node.id.properties.some((p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'db')) context.report({ node, messageId: 'db', data: { what: '{ db } = app' } });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && QUERY_METHODS.has(callee.property.name)) context.report({ node, messageId: 'query', data: { what: `.${callee.property.name}()` } });
        if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Date' && callee.property.name === 'now') context.report({ node, messageId: 'clock', data: { what: 'Date.now()' } });
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0) context.report({ node, messageId: 'clock', data: { what: 'new Date()' } });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql') context.report({ node, messageId: 'query', data: { what: 'sql`…`' } });
      },
      ImportDeclaration(node) {
        if (node.source.value === 'kysely' && node.importKind !== 'type') context.report({ node, messageId: 'kysely' });
      },
    };
  },
};

/** What reads the wall clock: `new Date()` without an argument and `Date.now()`. */
function wallClockRead(node) {
  if (node.type === 'NewExpression') return node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0 ? 'new Date()' : null;
  const callee = node.callee;
  return callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === 'Date' && callee.property.name === 'now' ? 'Date.now()' : null;
}

/**
 * The clock in rules (issue 29, ADR 0012): area code below api/src decides with the app's clock — deps.clock, or the
 * `now` its caller read from it — never with the wall clock, so tests and the development clock move what it
 * decides. A read that is the wall clock's on purpose (a cache's age, a row's stamp, a signature's replay window)
 * says so on the line before it, with its reason; reportUnusedDisableDirectives keeps those comments honest.
 */
const noWallClock = {
  meta: {
    type: 'problem',
    docs: { description: 'Area code reads the app clock (deps.clock), not the wall clock, unless a comment says why.' },
    schema: [],
    messages: {
      clock:
        'Area code decides with the app\'s clock, not the wall clock ({{what}}): take deps.clock (`deps: Pick<AreaDeps, \'clock\' | …>`) or the `now` your caller read from it, so tests and the development clock move it. A read that is the wall clock\'s on purpose says why: `// eslint-disable-next-line storefront-api/no-wall-clock -- <why>`.',
    },
  },
  create(context) {
    const check = (node) => {
      const what = wallClockRead(node);
      if (what) context.report({ node, messageId: 'clock', data: { what } });
    };
    return { CallExpression: check, NewExpression: check };
  },
};

/** A route registered outside api/src/routes escapes the rule above: refuse it there. */
const routeFilesOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Every api route lives under api/src/routes.' },
    schema: [],
    messages: {
      outside: 'Register api routes in a file under api/src/routes/<area>/ (its area module keeps the logic and the queries): a route here escapes the thin-route rule.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'Identifier' || callee.object.name !== 'app') return;
        if (callee.property.name !== 'route') return;
        const options = node.arguments[0];
        // app.route({ ...routeOf(<area>Schemas.x) }): an api endpoint from its declaration
        const declared = options?.type === 'ObjectExpression' && options.properties.some((p) => p.type === 'SpreadElement' && p.argument.type === 'CallExpression' && p.argument.callee.type === 'Identifier' && p.argument.callee.name === 'routeOf');
        if (declared) context.report({ node, messageId: 'outside' });
      },
    };
  },
};

const thinRoutesPlugin = { meta: { name: 'storefront-api' }, rules: { 'no-data-access': noDataAccess, 'route-files-only': routeFilesOnly, 'no-wall-clock': noWallClock } };

const thinRouteConfigs = [
  {
    name: 'storefront/thin-routes',
    files: ['api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'storefront-api': thinRoutesPlugin },
    rules: { 'storefront-api/no-data-access': 'error' },
  },
  {
    name: 'storefront/routes-under-routes',
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/routes/**', '**/*.test.ts'],
    plugins: { 'storefront-api': thinRoutesPlugin },
    rules: { 'storefront-api/route-files-only': 'error' },
  },
  {
    name: 'storefront/clock-in-areas',
    files: ['api/src/**/*.ts'],
    ignores: [
      // Routes have their own rule (no-data-access, above); tests move a ManualClock or read the time on purpose.
      'api/src/routes/**',
      '**/*.test.ts',
      // The clock itself.
      'api/src/clock.ts',
      // Not area code: the seed and the release CLI take a time of their own (options.now), the server renderer's
      // and the catalogue's caches age by the wall clock.
      'api/src/db/seed/**',
      'api/src/cli/**',
      'api/src/ssr/**',
      // The sandboxes imitate outside parties, who live by the wall clock (a build's seconds, a callback's signature).
      'api/src/sandbox-gateway/**',
      'api/src/provisioning/sandbox-provisioner.ts',
      'api/src/registry/sandbox-registry.ts',
      // The providers' callbacks: a signature's replay window is the wall clock's (payments/callback-signature.ts).
      'api/src/payments/providers/**',
      'api/src/payments/callback-*.ts',
      // A payment's cart stamp (carts.updated_at, see cart.repository.ts); the file is being reworked (item 5).
      'api/src/payments/record-payment.ts',
    ],
    plugins: { 'storefront-api': thinRoutesPlugin },
    rules: { 'storefront-api/no-wall-clock': 'error' },
  },
];

module.exports = { thinRoutesPlugin, thinRouteConfigs };
