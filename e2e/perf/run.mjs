#!/usr/bin/env node
/**
 * `npm run perf`: for the home page and one page per remote, the JavaScript bytes the browser downloads
 * (compressed, as served) and the Largest Contentful Paint in Chromium; then Lighthouse (mobile preset) on the
 * pages of issue 13 (lighthouse.mjs). Each writes its own section of docs/perf.md.
 * A measurement, not a test: it never fails on a number, it reports against the budget. It stops without writing
 * a section only when the measurement itself went wrong (the server stopped, or the build changed under it).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* global window */
import { chromium } from 'playwright-core';
import { measureLighthouse } from './lighthouse.mjs';
import { lighthouseSection } from './lighthouse-doc.mjs';
import { buildStamp, measuredTree } from './measured-tree.mjs';
import { writePerfSection } from './perf-doc.mjs';
import { productionEnv } from './production-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PERF_PORT || 8190);
const base = `http://localhost:${port}`;
const RUNS = Number(process.env.PERF_RUNS || 3);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Lighthouse takes 10–30 s a run here: one run per page unless asked for more; PERF_LIGHTHOUSE=0 skips it.
const LIGHTHOUSE = process.env.PERF_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = Number(process.env.PERF_LIGHTHOUSE_RUNS || 1);
const LIGHTHOUSE_PAGES = ['/', '/domain/gtld', '/hosting/shared', '/cloud', '/ssl', '/promotion'].map((pagePath) => ({ path: pagePath }));
const HOME_BUDGET = 200 * 1024;
const PAGES = [
  // The home page's domain search is server-rendered and loads its code on first use (RemoteWidget 'interaction').
  { name: 'Home (shell; the domain search loads on first use)', path: '/' },
  { name: 'mfe-domains: /domain/gtld', path: '/domain/gtld' },
  { name: 'mfe-hosting: /hosting/shared', path: '/hosting/shared' },
  { name: 'mfe-checkout: /checkout-basket', path: '/checkout-basket' },
  { name: 'mfe-account: /notification (signed in)', path: '/notification', signIn: true },
  { name: 'mfe-promotions: /promotion', path: '/promotion' },
];

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measure(browser, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (page.signIn) {
    const response = await context.request.post(`${base}/api/users/login`, {
      data: { login: 'demo@example.com', password: 'Demo-pass1' },
      headers: { Origin: base },
    });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  }
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Every script response, its bytes on the wire (headers included) from the network layer.
  const scripts = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, wire: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.wire = event.encodedDataLength;
  });
  await tab.goto(base + page.path, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(500);
  // LCP is final once the user interacts; a click on the page body ends it without navigating.
  await tab.mouse.click(1, 790);
  const lcp = await tab.evaluate(() => window.__lcp);
  // The compressed body of each script, as served (Resource Timing's encodedBodySize).
  const bodies = await tab.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.encodedBodySize])),
  );
  await context.close();
  const list = [...scripts.values()];
  const js = list.reduce((sum, s) => sum + (bodies[s.url] ?? s.wire), 0);
  const wire = list.reduce((sum, s) => sum + s.wire, 0);
  return { js, wire, lcp, files: list.length, urls: list.map((s) => `${s.url.replace(base, '')} ${bodies[s.url] ?? s.wire}`) };
}

/**
 * Until each page is rendered whole on the server: a page with a part the server could not load in time (a
 * remote's server build still loading after a start) is sent with `Cache-Control: no-cache`, and its browser
 * then loads that part's code at once, which is not what a visitor of a running storefront downloads.
 */
async function warmUp(paths, timeoutMs = 60_000) {
  for (const pagePath of paths) {
    const start = Date.now();
    for (;;) {
      const response = await fetch(base + pagePath, { headers: { Accept: 'text/html' } });
      const html = await response.text();
      // A page the browser renders (the checkout, a signed-in page) is the shell's page: nothing to wait for.
      const serverRendered = html.includes('id="storefront-ssr"');
      if (!serverRendered || response.headers.get('cache-control') !== 'no-cache') break;
      if (Date.now() - start > timeoutMs) throw new Error(`${pagePath} was still rendered in part after ${timeoutMs} ms (see the server log)`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const tree = measuredTree(root);
  if (!existsSync(path.join(root, 'shell/dist/index.html'))) await run('npm', ['run', 'build']);
  const stamp = buildStamp(root);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-perf-'));
  const serverLog = path.join(dataDir, 'server.log');
  const server = spawn('npm', ['run', '--silent', 'start', '-w', '@storefront/api'], {
    cwd: root,
    stdio: ['ignore', openSync(serverLog, 'a'), 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...productionEnv(port), LOG_LEVEL: 'warn' },
    detached: true,
  });
  let serverStopped = null;
  server.on('exit', (code, signal) => (serverStopped = signal ? `signal ${signal}` : `exit code ${code}`));
  // The machine's other engineers rebuild and run servers too: a section is written only from a sound measurement.
  const assertSound = (section) => {
    const problems = [];
    if (serverStopped) problems.push(`the server stopped during the measurement (${serverStopped}); its log ends:\n${readFileSync(serverLog, 'utf8').slice(-2000)}`);
    if (buildStamp(root) !== stamp) problems.push('the build in dist/ changed during the measurement (rebuilt meanwhile): run again');
    if (problems.length) throw new Error(`docs/perf.md (${section} section) not written: ${problems.join('; ')}`);
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    await warmUp([...new Set([...PAGES, ...LIGHTHOUSE_PAGES].map((page) => page.path))]);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    const rows = [];
    for (const page of PAGES) {
      const samples = [];
      await measure(browser, page); // warm the server, not the browser (each context is cold)
      for (let i = 0; i < RUNS; i += 1) samples.push(await measure(browser, page));
      const row = {
        ...page,
        js: median(samples.map((s) => s.js)),
        wire: median(samples.map((s) => s.wire)),
        files: median(samples.map((s) => s.files)),
        lcp: median(samples.map((s) => s.lcp)),
      };
      rows.push(row);
      console.log(`${row.name}: ${kb(row.js)} JS (${kb(row.wire)} on the wire) in ${row.files} files, LCP ${Math.round(row.lcp)} ms`);
      if (process.env.PERF_VERBOSE) console.log(`  ${samples[0].urls.join('\n  ')}`);
    }
    await browser.close();
    const home = rows[0];
    const now = new Date().toISOString().slice(0, 10);
    const table = rows.map((r) => `| ${r.name} | ${kb(r.js)} | ${kb(r.wire)} | ${r.files} | ${Math.round(r.lcp)} ms |`).join('\n');
    const doc = `## Pages in the browser (\`npm run perf\`)

Measured by \`npm run perf\` (e2e/perf/run.mjs) on ${now}, on this project's 2-core machine: the production
build served by the storefront server on localhost (precompressed brotli), Debian's Chromium via
playwright-core, a fresh browser context (cold cache) per sample, viewport 1280×800, no network or CPU
throttling. Each figure is the median of ${RUNS} sample${RUNS === 1 ? '' : 's'} after one warm-up of the server. Source tree when
measured: ${tree} (the script measures the last build; it builds only when there is none).

- **JS** — the JavaScript the browser downloads for the page, compressed, as served: the encoded body of
  every script response (Resource Timing \`encodedBodySize\`), remoteEntry and shared chunks included.
- **on the wire** — the same responses with their HTTP headers (Chromium's \`encodedDataLength\`).
- **LCP** — Largest Contentful Paint reported by Chromium.

| page | JS (compressed) | on the wire | JS files | LCP |
|---|---|---|---|---|
${table}

Budget: the home page at most 200 KB of compressed JavaScript — **${home.js <= HOME_BUDGET ? 'met' : 'NOT met'}**
(${kb(home.js)}).
`;
    assertSound('pages');
    writePerfSection('pages', doc);
    console.log('Wrote docs/perf.md (pages section)');
    if (LIGHTHOUSE) {
      const results = await measureLighthouse({ base, pages: LIGHTHOUSE_PAGES, runs: LIGHTHOUSE_RUNS, chromePath: CHROMIUM });
      assertSound('lighthouse');
      writePerfSection('lighthouse', lighthouseSection(results, { base, runs: LIGHTHOUSE_RUNS, date: now, tree }));
      console.log('Wrote docs/perf.md (lighthouse section)');
    }
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
