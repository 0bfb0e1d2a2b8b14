/**
 * The Lighthouse section of docs/perf.md: one row per page against the targets of issue 13, and under the
 * table the audits each page fails most. Reports against the targets; never fails on a number.
 */

export const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.05, accessibility: 95, bestPractices: 95, seo: 95 };

const TOP_FAILING = 3;
const CATEGORY_NAMES = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };
const CATEGORY_FIELDS = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'bestPractices', seo: 'seo' };

const mark = (ok) => (ok ? '✓' : '✗');
const none = '—';
const atLeast = (value, target) => (value === null ? none : `${value} ${mark(value >= target)}`);
const atMost = (value, target, text) => (value === null ? none : `${text} ${mark(value <= target)}`);

/** A URL as a path when it is on the measured server. */
const shown = (url, base) => (url.startsWith(base) ? url.slice(base.length) || '/' : url);

function row(result, base) {
  const finalUrls = result.finalUrls.map((url) => `\`${shown(url, base)}\``).join(', ');
  return [
    `\`${result.path}\``,
    finalUrls || none,
    atLeast(result.performance, TARGETS.performance),
    atMost(result.lcp, TARGETS.lcpMs, result.lcp === null ? none : `${(result.lcp / 1000).toFixed(2)} s`),
    result.tbt === null ? none : `${Math.round(result.tbt)} ms`,
    atMost(result.cls, TARGETS.cls, result.cls === null ? none : result.cls.toFixed(3)),
    atLeast(result.accessibility, TARGETS.accessibility),
    atLeast(result.bestPractices, TARGETS.bestPractices),
    atLeast(result.seo, TARGETS.seo),
  ].join(' | ');
}

/** Why an audit ranks where it does: the points of its category it costs, or the time Lighthouse says fixing it saves. */
function cost(audit) {
  const parts = [CATEGORY_NAMES[audit.category] ?? audit.category];
  if (audit.points >= 0.05) parts.push(`−${audit.points.toFixed(1)} points`);
  if (audit.lcpSavings) parts.push(`LCP −${(audit.lcpSavings / 1000).toFixed(2)} s`);
  if (audit.tbtSavings) parts.push(`TBT −${Math.round(audit.tbtSavings)} ms`);
  if (audit.displayValue) parts.push(audit.displayValue);
  return parts.join(', ');
}

/** The failing audits worth fixing first: those of a category below its target, then the rest, each in Lighthouse's cost order. */
function mostCostly(result) {
  const belowTarget = (audit) => {
    const field = CATEGORY_FIELDS[audit.category];
    const missed = field === 'performance' && (result.lcp > TARGETS.lcpMs || result.cls > TARGETS.cls);
    return missed || (typeof result[field] === 'number' && result[field] < TARGETS[field]);
  };
  return [...result.failing.filter(belowTarget), ...result.failing.filter((audit) => !belowTarget(audit))].slice(0, TOP_FAILING);
}

function failingList(result, base) {
  const lines = [];
  const top = mostCostly(result);
  const more = result.failing.length - top.length;
  lines.push(`- \`${result.path}\`${result.failing.length ? '' : ' — no failing audits'}${more > 0 ? ` (${more} more failing)` : ''}`);
  for (const audit of top) lines.push(`  - \`${audit.id}\` — ${audit.title} (${cost(audit)})`);
  for (const error of result.errors) lines.push(`  - Lighthouse error in ${result.failedRuns} of ${result.runs} runs${result.failedRuns < result.runs ? ' (left out of the medians)' : ''}: ${error}`);
  for (const warning of result.warnings) lines.push(`  - Lighthouse warning: ${warning.replaceAll(base, '').replace(/\s+/g, ' ')}`);
  return lines.join('\n');
}

export function lighthouseSection(results, { base, runs, date, tree }) {
  const first = results[0] ?? {};
  const benchmarks = results.map((r) => r.benchmarkIndex).filter((value) => typeof value === 'number');
  const [low, high] = [Math.min(...benchmarks), Math.max(...benchmarks)].map(Math.round);
  const benchmark = !benchmarks.length ? none : low === high ? `${low}` : `${low}–${high}`;
  return `## Lighthouse (\`npm run perf\`)

Measured by \`npm run perf\` (e2e/perf/run.mjs, e2e/perf/lighthouse.mjs) on ${date}, on this project's 2-core
machine: Lighthouse ${first.lighthouseVersion ?? ''} with its default config — the mobile preset (Moto G Power
viewport, simulated slow 4G and 4× CPU slowdown) — in Debian's Chromium, headless, launched by chrome-launcher,
a fresh browser per run, over the production build served by the storefront server on localhost. Each figure
is the median of ${runs} run${runs === 1 ? '' : 's'} (\`PERF_LIGHTHOUSE_RUNS\`; \`PERF_LIGHTHOUSE=0\` skips Lighthouse). Chromium's
benchmark index (Lighthouse's CPU estimate; other work on the machine lowers it) during the runs: ${benchmark}. Source
tree when measured: ${tree} (the script measures the last build; it builds only when there is none).

- **final URL** — the page Lighthouse ended on (a redirect or a client-side navigation shows here).
- **LCP** — Largest Contentful Paint, **TBT** — Total Blocking Time, **CLS** — Cumulative Layout Shift, as
  Lighthouse estimates them under its simulated throttling; scores out of 100. ✓ meets the target, ✗ misses it.

| page | final URL | performance | LCP | TBT | CLS | accessibility | best practices | SEO |
|---|---|---|---|---|---|---|---|---|
| **target** | | ≥ ${TARGETS.performance} | ≤ ${TARGETS.lcpMs / 1000} s | | ≤ ${TARGETS.cls} | ≥ ${TARGETS.accessibility} | ≥ ${TARGETS.bestPractices} | ≥ ${TARGETS.seo} |
${results.map((result) => `| ${row(result, base)} |`).join('\n')}

Top ${TOP_FAILING} failing audits per page (score below 0.9, in the run with the median performance score), most costly
first: those of a category below its target before the others, then by the points of its category's score the audit
costs, then by the LCP and TBT time Lighthouse estimates fixing it saves. The metrics (the table) are not repeated.

${results.map((result) => failingList(result, base)).join('\n')}
`;
}
