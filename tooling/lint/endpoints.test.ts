/**
 * @jest-environment node
 */
import { createLinter } from './lint-fixture';

jest.setTimeout(60_000);

/** Issue 12, items 1–2: an api path is written once (its declaration); apps fetch one way. */
describe('endpoints are declared once and fetched one way', () => {
  const problemsOf = createLinter();
  const messagesOf = async (file: string, code: string) => (await problemsOf(file, code)).map((p) => p.message);
  const apiPath = /Do not write an api path \("\/api.*"\) here\. Every endpoint is declared once in shared\/contracts\/src\/endpoints\/<area>\.ts: .*callEndpoint.*routeOf/;
  const raw = /Do not fetch with (apiClient|platformApi|axiosBaseQuery) in an app\. Read data with the hooks generated from the endpoint declarations/;

  it('refuses an api path string in a remote, the shell, the platform and an api route file', async () => {
    expect(await messagesOf('mfe-domains/src/features/whois/x.ts', "export const url = '/api/domains/whois';\n")).toEqual([expect.stringMatching(apiPath)]);
    expect(await messagesOf('shell/src/layout/x.tsx', 'export const url = (id: string) => `/api/user/invoices/${id}`;\n')).toEqual([expect.stringMatching(apiPath)]);
    expect(await messagesOf('shared/platform/src/store/x.ts', "export const url = '/api?x=1';\n")).toEqual([expect.stringMatching(apiPath)]);
    expect(await messagesOf('api/src/routes/cart/x.ts', "export const route = { url: '/api/cart' };\n")).toEqual([expect.stringMatching(apiPath)]);
  });

  it('allows paths in tests, non-api paths, and declarations in shared/contracts', async () => {
    expect(await messagesOf('mfe-domains/src/features/whois/x.test.ts', "export const key = 'GET /api/domains/whois';\nexport const url = '/api/domains/whois';\n")).toEqual([]);
    expect(await messagesOf('mfe-domains/src/features/whois/x.ts', "export const page = '/domain/search';\nexport const doc = '/apidocs';\n")).toEqual([]);
    expect(await messagesOf('shared/contracts/src/endpoints/x.ts', "export const e = { method: 'GET', path: '/api/cart' };\n")).toEqual([]);
  });

  it('refuses the raw client and the bare RTK Query api in apps, saying what to use', async () => {
    expect(await messagesOf('mfe-account/src/features/security/x.tsx', "import { apiClient } from '@storefront/platform';\nexport const c = apiClient;\n")).toEqual([expect.stringMatching(raw)]);
    expect(await messagesOf('shell/src/auth/x.tsx', "import { platformApi } from '@storefront/platform/query';\nexport const c = platformApi;\n")).toEqual([expect.stringMatching(raw)]);
    expect(await messagesOf('mfe-checkout/src/features/x.ts', "import { callEndpoint, addCartItems } from '@storefront/platform';\nimport { injectEndpointsOf } from '@storefront/platform/query';\nexport const c = [callEndpoint, addCartItems, injectEndpointsOf];\n")).toEqual([]);
  });
});
