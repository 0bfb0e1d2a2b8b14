import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { startStorefront } from '../support/storefront-process';

/** What a Sentry-compatible endpoint receives: the items of each envelope (newline-delimited JSON: header, then item header and payload pairs). */
interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

function receiver(): Promise<{ server: Server; port: number; items: EnvelopeItem[] }> {
  const items: EnvelopeItem[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) {
        const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
        for (let index = 1; index + 1 < lines.length; index += 2) {
          try {
            items.push({ type: (JSON.parse(lines[index]!) as { type: string }).type, payload: JSON.parse(lines[index + 1]!) as Record<string, unknown> });
          } catch {
            /* a binary item (a replay recording): not read here */
          }
        }
      }
      response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' });
      response.end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, items })));
}

test('error reporting is off without a DSN: no SDK is downloaded and the CSP names no reporting host', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const response = await page.goto('/ssl');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self'");
  expect(response?.headers()['content-security-policy']).not.toContain('worker-src');
});

test('with a DSN, a failed api answer is reported to it, tagged with the remote and version of the page', async ({ page }) => {
  test.setTimeout(180_000);
  const { server, port, items } = await receiver();
  const storefront = await startStorefront(8198, { SENTRY_DSN: `http://e2epublickey@127.0.0.1:${port}/7`, SENTRY_ENVIRONMENT: 'e2e' });
  try {
    const response = await page.goto(`${storefront.baseURL}/ssl`);
    expect(response?.headers()['content-security-policy']).toContain(`http://127.0.0.1:${port}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => page.evaluate(() => '__SENTRY__' in window), { timeout: 30_000 }).toBe(true);
    // A read the api answers 404 (a certificate that does not exist), made by the page's own code path: fetch.
    await page.evaluate(() => fetch('/api/ssl-certificates/no-such-certificate'));
    await expect.poll(() => items.filter((item) => item.type === 'event').length, { timeout: 30_000 }).toBeGreaterThan(0);
    const event = items.find((item) => item.type === 'event')!.payload as { tags?: Record<string, string>; environment?: string; release?: string; contexts?: { response?: { status_code?: number } }; request?: { url?: string } };
    expect(event.tags).toMatchObject({ remote: 'mfe_hosting', remote_version: '1.0.0', locale: 'en' });
    expect(event.environment).toBe('e2e');
    expect(event.release).toMatch(/^storefront-shell@/);
    expect(event.contexts?.response?.status_code).toBe(404);
    expect(event.request?.url).toContain('/api/ssl-certificates/no-such-certificate');
  } finally {
    await storefront.stop();
    server.close();
  }
});
