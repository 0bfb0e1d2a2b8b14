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

const thinRoutesPlugin = { meta: { name: 'storefront-api' }, rules: { 'no-data-access': noDataAccess, 'route-files-only': routeFilesOnly } };

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
];

module.exports = { thinRoutesPlugin, thinRouteConfigs };
