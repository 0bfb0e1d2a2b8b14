/**
 * @jest-environment node
 */
import * as contracts from '@storefront/contracts';
import { isQuery, type Endpoint } from '@storefront/contracts';
import { config, createLinter, root } from './lint-fixture';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readDeclarations } = require('./one-way-to-read.cjs') as { readDeclarations: () => Map<string, Map<string, { method: string; path?: string; query: boolean }>> };

// Each case lints a small in-memory file with the repo's real config; the first run loads the TypeScript parser.
jest.setTimeout(60_000);

const RULE = 'storefront-reads/no-read-by-call';
const problemsOf = createLinter(root, config, new Set([RULE]));
const rulesOf = async (file: string, code: string) => (await problemsOf(file, code)).map((p) => p.rule);
const lines = (...code: string[]) => `${code.join('\n')}\n`;

describe('storefront-reads/no-read-by-call: callEndpoint is for changes, a query is read with its generated hook', () => {
  it('refuses callEndpoint on a GET declaration, saying which hook reads it', async () => {
    const code = lines("import { domainsEndpoints } from '@storefront/contracts';", "import { callEndpoint } from '@storefront/platform';", 'export const tlds = () => callEndpoint(domainsEndpoints.listTlds, { query: {} });');
    expect(await problemsOf('mfe-domains/src/features/x.ts', code)).toEqual([
      { rule: RULE, message: expect.stringMatching(/^Do not read domainsEndpoints\.listTlds \(GET \/api\/domains\/tlds, a query\) with callEndpoint\. Read it with its generated hook — `useListTldsQuery` from injectEndpointsOf\(domainsEndpoints\) in this remote's src\/shared\//) },
    ]);
  });

  it("refuses a declaration that reads with another method (kind: 'query'), through an alias, a computed name or a type argument", async () => {
    const code = lines(
      "import { hostingEndpoints as hosting, cloudServerEndpoints, identityEndpoints } from '@storefront/contracts';",
      "import { callEndpoint as call } from '@storefront/platform';",
      "export const a = () => call(hosting.quoteHosting, { params: { type: 'shared-hosting' }, body: {} as never });",
      "export const b = () => call(cloudServerEndpoints['getCloudServerOptions']);",
      'export const c = () => call<typeof identityEndpoints.getSession>(identityEndpoints.getSession);',
    );
    expect(await rulesOf('shell/src/x.tsx', code)).toEqual([RULE, RULE, RULE]);
  });

  it("finds a declaration an area takes from another by a spread (accountEndpoints holds notificationEndpoints')", async () => {
    const code = lines("import { accountEndpoints } from '@storefront/contracts';", "import { callEndpoint } from '@storefront/platform';", 'export const n = () => callEndpoint(accountEndpoints.countUnreadNotifications);');
    expect(await rulesOf('mfe-account/src/features/x.ts', code)).toEqual([RULE]);
  });

  it('lets callEndpoint change things, and a generated hook read', async () => {
    const code = lines(
      "import { identityEndpoints, paymentsEndpoints, domainsEndpoints } from '@storefront/contracts';",
      "import { callEndpoint } from '@storefront/platform';",
      "import { injectEndpointsOf } from '@storefront/platform/query';",
      "export const reset = () => callEndpoint(identityEndpoints.resetPassword, { params: { token: 't' }, body: { password: 'x', passwordConfirmation: 'x' } });",
      "export const pay = () => callEndpoint(paymentsEndpoints.payWithBalance, { params: { id: 'o1' }, body: {} as never });",
      'export const { useListTldsQuery } = injectEndpointsOf(domainsEndpoints);',
      'export const read = (dispatch: (a: unknown) => unknown) => dispatch(injectEndpointsOf(domainsEndpoints).endpoints.listTlds.initiate({ query: {} }));',
    );
    expect(await rulesOf('mfe-domains/src/shared/x.ts', code)).toEqual([]);
  });

  it("applies to the apps' code, not to tests or the platform's own store", async () => {
    const read = lines("import { cartEndpoints } from '@storefront/contracts';", "import { callEndpoint } from '@storefront/platform';", 'export const cart = () => callEndpoint(cartEndpoints.getCart);');
    expect(await rulesOf('mfe-checkout/src/features/x.ts', read)).toEqual([RULE]);
    expect(await rulesOf('mfe-staff/src/pages/x.tsx', read)).toEqual([RULE]);
    expect(await rulesOf('mfe-checkout/src/features/x.test.ts', read)).toEqual([]);
    expect(await rulesOf('shared/platform/src/store/x.ts', read)).toEqual([]);
  });
});

describe("the rule's table of declarations", () => {
  it("says of every declaration contracts exports what contracts' own isQuery says (a GET, or kind: 'query')", () => {
    const table = readDeclarations();
    const groups = Object.entries(contracts).filter(([name, value]) => /Endpoints$/.test(name) && value && typeof value === 'object') as [string, Record<string, Endpoint>][];
    expect(groups.length).toBeGreaterThan(30);
    const disagreements = groups.flatMap(([group, declarations]) =>
      Object.entries(declarations)
        .filter(([name, endpoint]) => table.get(group)?.get(name)?.query !== isQuery(endpoint))
        .map(([name]) => `${group}.${name}`),
    );
    expect(disagreements).toEqual([]);
  });
});

describe("storefront-reads/injections-in-shared: a remote injects endpoints only in its src/shared/", () => {
  const INJECT = 'storefront-reads/injections-in-shared';
  const injectsOf = createLinter(root, config, new Set([INJECT]));
  const code = lines("import { trialEndpoints } from '@storefront/contracts';", "import { injectEndpointsOf } from '@storefront/platform/query';", 'export const trialApi = injectEndpointsOf(trialEndpoints);');

  it("refuses an injection in a remote's feature folder or page, saying where it goes", async () => {
    expect(await injectsOf('mfe-promotions/src/features/trial/trial-api.ts', code)).toEqual([
      { rule: INJECT, message: expect.stringMatching(/^Inject endpoints in this remote's src\/shared\/ \(one `<area>-api\.ts` there, e\.g\. src\/shared\/trial-api\.ts\), not in mfe-promotions\/src\/features\/trial\/trial-api\.ts/) },
    ]);
    const aliased = lines("import { cloudServerEndpoints } from '@storefront/contracts';", "import { injectEndpointsOf as inject } from '@storefront/platform/query';", 'const { useGetCloudServerOptionsQuery } = inject(cloudServerEndpoints);', 'export { useGetCloudServerOptionsQuery };');
    expect((await injectsOf('mfe-hosting/src/pages/CloudPage.tsx', aliased)).map((p) => p.rule)).toEqual([INJECT]);
  });

  it("allows it in the remote's src/shared/, and in the shell (a host, whose injections sit beside their lazy parts)", async () => {
    expect(await injectsOf('mfe-promotions/src/shared/trial-api.ts', code)).toEqual([]);
    expect(await injectsOf('shell/src/layout/trial-api.ts', code)).toEqual([]);
  });
});
