/**
 * @jest-environment node
 */
import { ESLint } from 'eslint';
import path from 'node:path';

jest.setTimeout(60_000);

// The repo's own config, loaded as CommonJS so no dynamic import is needed under jest.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../eslint.config.cjs');
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

/** The thin-route rules' messages for `code` linted as the file at `file`. */
async function messagesOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file), warnIgnored: true });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file} was not linted: ${fatal.message}`);
  return messages.filter((m) => m.ruleId?.startsWith('storefront-api/')).map((m) => m.message);
}

const route = (body: string) => `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listThings } from '../../things/list-things';
export const thingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/x', async (request) => {
    ${body}
  });
};
`;

/** Issue 29 item 1: routes validate, call their area module with the app, and shape the answer. */
describe('thin routes', () => {
  const db = /^A route does not touch the database \(.+\): call a function of the area module .*AreaDeps.*repository\.$/;
  const query = /^A route runs no query \(.+\): call a function of the area module/;
  const clock = /^A route reads no clock of its own \((new Date\(\)|Date\.now\(\))\): the business clock is an input/;

  it('refuses the database in a route file, however it is reached', async () => {
    expect(await messagesOf('api/src/routes/things/index.ts', route('return listThings(app.db);'))).toEqual([expect.stringMatching(db)]);
    expect(await messagesOf('api/src/routes/things/index.ts', route("const { db } = app;\n    return listThings(db);"))).toEqual([expect.stringMatching(db)]);
    expect(await messagesOf('api/src/routes/things/index.ts', route("return listThings(app['db']);"))).toEqual([expect.stringMatching(db)]);
  });

  it('refuses a query, a transaction, raw sql and a Kysely import in a route file', async () => {
    expect(await messagesOf('api/src/routes/things/index.ts', route("return listThings(app).selectFrom('things').selectAll().execute();"))).toEqual([expect.stringMatching(query)]);
    expect(await messagesOf('api/src/routes/things/index.ts', route('return listThings(app).transaction().execute(async () => 1);'))).toEqual([expect.stringMatching(query)]);
    expect(await messagesOf('api/src/routes/things/index.ts', `import { sql } from 'kysely';\n${route('return sql`select 1`;')}`)).toEqual([
      expect.stringMatching(/^A route does not import Kysely/),
      expect.stringMatching(query),
    ]);
  });

  it('refuses a clock of its own in a route file', async () => {
    expect(await messagesOf('api/src/routes/things/index.ts', route('return listThings(app, new Date());'))).toEqual([expect.stringMatching(clock)]);
    expect(await messagesOf('api/src/routes/things/index.ts', route('return listThings(app, Date.now());'))).toEqual([expect.stringMatching(clock)]);
  });

  it('allows a route that calls its area module with the app, a type-only Kysely import, and a date it is given', async () => {
    expect(await messagesOf('api/src/routes/things/index.ts', `import type { Kysely } from 'kysely';\nexport type K = Kysely<object>;\n${route('return listThings(app, new Date(request.query as string));')}`)).toEqual([]);
    // an area module may query
    expect(await messagesOf('api/src/things/list-things.ts', "import type { Db } from '../db/database';\nexport const listThings = (db: Db) => db.selectFrom('users').selectAll().execute();\n")).toEqual([]);
  });

  it('refuses a declared api route registered outside api/src/routes', async () => {
    const outside = "import { routeOf } from '../routes/route-of';\ndeclare const schemas: { x: never };\nexport async function things(app: { route: (o: object) => void }) {\n  app.route({ ...routeOf(schemas.x, { description: 'x' }), handler: async () => 1 });\n}\n";
    expect(await messagesOf('api/src/things/routes.ts', outside)).toEqual([expect.stringMatching(/^Register api routes in a file under api\/src\/routes\/<area>\//)]);
    expect(await messagesOf('api/src/routes/things/index.ts', outside)).toEqual([]);
  });
});

/** The clock in rules (ADR 0012): area code decides with the app's clock; a wall-clock read says why. */
describe('the clock in area code', () => {
  const wall = /^Area code decides with the app's clock, not the wall clock \((new Date\(\)|Date\.now\(\))\): take deps\.clock/;
  const area = (body: string) => `import type { AreaDeps } from '../deps';\nexport function expiresAt(deps: Pick<AreaDeps, 'clock'>, minutes: number) {\n  ${body}\n}\n`;

  it('refuses new Date() and Date.now() in an area file', async () => {
    expect(await messagesOf('api/src/things/expiry.ts', area('return new Date(Date.now() + minutes * 60_000);'))).toEqual([expect.stringMatching(wall)]);
    expect(await messagesOf('api/src/things/things.repository.ts', area('return { at: new Date(), later: Date.now() + minutes };'))).toEqual([expect.stringMatching(wall), expect.stringMatching(wall)]);
  });

  it("allows the app's clock, a date made from a value, and a wall-clock read whose comment says why", async () => {
    expect(await messagesOf('api/src/things/expiry.ts', area('return new Date(deps.clock.now().getTime() + minutes * 60_000);'))).toEqual([]);
    const said = area('// eslint-disable-next-line storefront-api/no-wall-clock -- a cache\'s age\n  return Date.now() + minutes;');
    expect(await messagesOf('api/src/things/cache.ts', said)).toEqual([]);
  });

  it('leaves tests, the clock itself and the sandboxes to the wall clock', async () => {
    for (const file of ['api/src/things/expiry.test.ts', 'api/src/clock.ts', 'api/src/sandbox-gateway/gateway.ts', 'api/src/db/seed/things.ts']) {
      expect(await messagesOf(file, area('return new Date(Date.now() + minutes);'))).toEqual([]);
    }
  });
});
