#!/usr/bin/env node
/**
 * `npm run bench`: the api under load, measured with autocannon in one run on this machine and written to
 * docs/perf.md. GET /api/domains/search-iu for 5 keywords × 5 TLDs at 200 concurrent connections against
 * the storefront server (production settings, PGlite), and a bare Fastify route served the same way as the
 * baseline. A measurement, not a test: it never fails on a number, it reports against the targets.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { writePerfSection } from './perf-doc.mjs';
import { productionEnv } from './production-env.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const apiPort = Number(process.env.BENCH_PORT || 8191);
const barePort = Number(process.env.BENCH_BARE_PORT || 8192);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 200);
const DURATION = Number(process.env.BENCH_SECONDS || 15);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 5);
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.25;
/** Issue 13: the server-rendered home page's p99 at 50 connections. */
const PAGE_CONNECTIONS = 50;
const SEARCH = '/api/domains/search-iu?domain=angkor&keywords=mekong,bayon,tonle,khmercloud&tlds=com,net,org,kh,io';

function start(command, args, env) {
  return spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env }, detached: true });
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function waitFor(url, timeoutMs = 90_000) {
  const begin = Date.now();
  while (Date.now() - begin < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `vary` makes every request a different search (the first keyword numbered), so no answer is reused. */
/** `vary(n)` gives the path of the n-th request (nothing reused), else every request asks the same URL. */
function load(url, duration, { vary, connections = CONNECTIONS, headers } = {}) {
  let n = 0;
  const requests = vary ? [{ setupRequest: (request) => ({ ...request, path: vary((n += 1)) }) }] : undefined;
  return autocannon({ url, connections, duration, pipelining: 1, requests, headers });
}

async function measure(name, url, options = {}) {
  await load(url, WARMUP, options); // JIT, caches and connection pools warm; this run is not recorded
  const result = await load(url, DURATION, options);
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  console.log(`${name}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failures} failures of ${row.total}`);
  return row;
}

/** The server-rendered home page at 50 connections: as pages are asked (kept 10 s), and a new page every request. */
async function measurePages() {
  const url = `http://127.0.0.1:${apiPort}/`;
  const headers = { accept: 'text/html', 'accept-encoding': 'br' };
  const first = await fetch(url, { headers });
  const html = await first.text();
  if (first.status !== 200 || !html.includes('id="storefront-ssr"')) throw new Error(`the home page was not rendered on the server (${first.status})`);
  return [
    await measure('GET / — the server-rendered home page', url, { connections: PAGE_CONNECTIONS, headers }),
    await measure('the same, a new page every request (?v=n: rendered each time)', url, { connections: PAGE_CONNECTIONS, headers, vary: (n) => `/?v=${n}` }),
  ];
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  // The pages are server-rendered from the shell's build: measured when it is built (npm run build), else skipped.
  const rendered = existsSync(path.join(root, 'shell/dist/server/server.js'));
  const api = start('npm', ['run', '--silent', 'start', '-w', '@storefront/api'], {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    ...(rendered ? {} : { SHELL_DIST: mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-shell-')) }),
    DATABASE_URL: '',
    ...productionEnv(apiPort),
    LOG_LEVEL: 'warn',
  });
  const bare = start(process.execPath, [path.join(here, 'bare-fastify.mjs')], { PORT: String(barePort) });
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    const sample = await (await fetch(`http://127.0.0.1:${apiPort}${SEARCH}`)).json();
    if (!Array.isArray(sample.results) || sample.results.length !== 25) {
      throw new Error(`search-iu did not answer 25 results for 5 × 5: ${JSON.stringify(sample).slice(0, 300)}`);
    }
    const searchRow = await measure('GET /api/domains/search-iu (5 keywords × 5 TLDs)', `http://127.0.0.1:${apiPort}${SEARCH}`);
    const freshRow = await measure('the same, a different search each request (no memo)', `http://127.0.0.1:${apiPort}${SEARCH}`, {
      vary: (n) => SEARCH.replace('domain=angkor', `domain=angkor${n}`),
    });
    const pageRows = rendered ? await measurePages() : null;
    const bareRow = await measure('bare Fastify GET route (baseline)', `http://127.0.0.1:${barePort}/bare`);
    const ratio = searchRow.rps / bareRow.rps;
    const p99Met = searchRow.p99 <= TARGET_P99_MS;
    const ratioMet = ratio >= TARGET_RATIO;
    console.log(`ratio ${ratio.toFixed(2)}; p99 target ${p99Met ? 'met' : 'NOT met'}; ratio target ${ratioMet ? 'met' : 'NOT met'}`);
    const now = new Date().toISOString().slice(0, 10);
    const fmt = (r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.total} | ${r.failures} |`;
    writePerfSection(
      'bench',
      `## API under load (\`npm run bench\`)

Measured by \`npm run bench\` (e2e/perf/bench.mjs) on ${now}, on this project's 2-core machine, in one run:
autocannon (in the same machine, so it shares the CPU) with ${CONNECTIONS} concurrent connections, no
pipelining, ${WARMUP} s warm-up then ${DURATION} s measured per target, no compression requested. The
storefront server runs as \`npm start\` does (its own Node process, production settings, PGlite in a fresh
folder, every plugin and hook on); the baseline is a bare Fastify server (no plugins, no hooks) in its own Node process
answering \`{ "hello": "world" }\` (e2e/perf/bare-fastify.mjs).

Request: \`${SEARCH}\` — 25 names (plus 8 suggestions) checked through the registry adapter (sandbox),
priced from the in-memory TLD catalogue. A guest's answer is memoised as JSON per request URL for 1 s and
until the registry changes a name (api/src/domains/search-memo.ts), so the first row — one search asked over
and over, as a popular search is — is served mostly from the memo; the second row numbers the first keyword
on every request so that nothing is reused and shows the cost of a search computed from scratch.

| target | req/s | p50 | p99 | requests | non-2xx / errors |
|---|---|---|---|---|---|
${fmt(searchRow)}
${fmt(freshRow)}
${fmt(bareRow)}

Ratio of search-iu's requests per second to the bare route's: **${ratio.toFixed(2)}** (target ≥ ${TARGET_RATIO} —
**${ratioMet ? 'met' : 'NOT met'}**). search-iu p99: **${searchRow.p99} ms** (target ≤ ${TARGET_P99_MS} ms —
**${p99Met ? 'met' : 'NOT met'}**).
${pageSection(pageRows, bareRow, fmt)}`,
    );
    console.log('Wrote docs/perf.md (bench section)');
  } finally {
    stop(api);
    stop(bare);
  }
}

/** The server-rendered pages' table, or why it is missing. */
function pageSection(rows, bareRow, fmt) {
  if (!rows) return '\nServer-rendered pages: not measured — the shell is not built (run `npm run build` first).\n';
  const [cached, fresh] = rows;
  const met = (row) => (row.p99 <= TARGET_P99_MS ? 'met' : 'NOT met');
  return `
### Server-rendered pages

The home page as the storefront server renders it (docs/adr/0009-server-rendering.md), at ${PAGE_CONNECTIONS} connections,
brotli asked for, as a browser asks. The first row asks the same page over and over (a page is kept as sent,
compressed, for 1 s, and as rendered for 10 s, until the registry or the configuration changes); the second asks a new URL every time, so every
request renders the page (the remote modules loaded, React's passes, the document, brotli) — up to the render gate:
4 render at once and 32 wait (\`SSR_MAX_RENDERS\`, \`SSR_MAX_WAITING\`); past that a request is sent the shell's page
unrendered, to render in the browser (api/src/ssr/render-gate.ts), so this row mixes rendered and shed answers.

| target | req/s | p50 | p99 | requests | non-2xx / errors |
|---|---|---|---|---|---|
${fmt(cached)}
${fmt(fresh)}
${fmt(bareRow)}

Ratio to the bare route: **${(cached.rps / bareRow.rps).toFixed(2)}** as asked, **${(fresh.rps / bareRow.rps).toFixed(2)}** rendered
each time. p99 (target ≤ ${TARGET_P99_MS} ms): **${cached.p99} ms** — **${met(cached)}**; rendered each time **${fresh.p99} ms** — **${met(fresh)}**.
`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
