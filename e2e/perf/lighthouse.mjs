/**
 * Lighthouse over pages of the running production server: Debian's Chromium launched headless by
 * chrome-launcher (a fresh browser and profile per run), Lighthouse's default config — the mobile preset with
 * simulated throttling — and four categories. Returns, per page, the median of each figure over the runs and
 * the failing audits of the run whose performance score is the median. Measures only; judging is the doc's job.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audit groups not listed among the failing audits: the metrics (the table shows them) and what the report hides. */
const UNLISTED_GROUPS = ['metrics', 'hidden'];

/** Lighthouse shows an audit as passed from a score of 0.9 (binary audits score 0 or 1). */
const PASS = 0.9;

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

const median = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : null;
};

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const metric = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/**
 * The audits that did not pass, most costly first: by the points of its category's score the audit costs
 * (its weight's share × what it missed), then — for the performance audits, which weigh nothing themselves —
 * by the LCP and TBT milliseconds Lighthouse estimates fixing it would save.
 */
export function failingAudits(lhr) {
  const cost = new Map();
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    const total = auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (UNLISTED_GROUPS.includes(ref.group) || !audit || typeof audit.score !== 'number' || audit.score >= PASS) continue;
      const points = total ? (ref.weight / total) * (1 - audit.score) * 100 : 0;
      const lcpSavings = audit.metricSavings?.LCP ?? 0;
      const tbtSavings = audit.metricSavings?.TBT ?? 0;
      const known = cost.get(ref.id);
      if (!known || points > known.points) {
        cost.set(ref.id, { id: ref.id, title: audit.title, displayValue: audit.displayValue, category, score: audit.score, points, lcpSavings, tbtSavings });
      }
    }
  }
  const savings = (audit) => audit.lcpSavings + audit.tbtSavings;
  return [...cost.values()].sort((a, b) => b.points - a.points || savings(b) - savings(a) || a.score - b.score);
}

/** One Lighthouse run of one URL in a browser of its own; the LHR (Lighthouse result object). */
async function runOnce(url, chromePath) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** After a failed run: whether the server still answers the page to a plain request, to tell a server fault from a browser one. */
async function probe(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return `a plain request just after got ${response.status}`;
  } catch (error) {
    return `a plain request just after failed: ${error.cause?.code ?? error.message}`;
  }
}

/** The figures of one page over its runs; a run Lighthouse reports an error for is left out while another run succeeded. */
function summarise(page, lhrs) {
  const succeeded = lhrs.filter((lhr) => !lhr.runtimeError);
  const used = succeeded.length ? succeeded : lhrs;
  const byPerformance = used.slice().sort((a, b) => (score(a, 'performance') ?? -1) - (score(b, 'performance') ?? -1));
  const representative = byPerformance[Math.floor(byPerformance.length / 2)];
  const medianOf = (read) => median(used.map(read));
  return {
    ...page,
    runs: lhrs.length,
    failedRuns: lhrs.length - succeeded.length,
    finalUrls: [...new Set(used.map((lhr) => lhr.finalDisplayedUrl))],
    performance: medianOf((lhr) => score(lhr, 'performance')),
    accessibility: medianOf((lhr) => score(lhr, 'accessibility')),
    bestPractices: medianOf((lhr) => score(lhr, 'best-practices')),
    seo: medianOf((lhr) => score(lhr, 'seo')),
    lcp: medianOf((lhr) => metric(lhr, 'largest-contentful-paint')),
    tbt: medianOf((lhr) => metric(lhr, 'total-blocking-time')),
    cls: medianOf((lhr) => metric(lhr, 'cumulative-layout-shift')),
    failing: failingAudits(representative),
    errors: [...new Set(lhrs.map((lhr) => lhr.runtimeError && `${lhr.runtimeError.message} (${lhr.runtimeError.code})`).filter(Boolean))],
    warnings: [...new Set(used.flatMap((lhr) => lhr.runWarnings ?? []))],
    benchmarkIndex: medianOf((lhr) => lhr.environment?.benchmarkIndex),
    lighthouseVersion: representative.lighthouseVersion,
  };
}

/** Lighthouse `runs` times on each page of `base`, one page after the other (the machine has two cores). */
export async function measureLighthouse({ base, pages, runs, chromePath, log = console.log }) {
  const results = [];
  for (const page of pages) {
    const lhrs = [];
    for (let i = 0; i < runs; i += 1) {
      const lhr = await runOnce(base + page.path, chromePath);
      if (lhr.runtimeError) lhr.runtimeError.message += ` (${await probe(base + page.path)})`;
      lhrs.push(lhr);
    }
    const result = summarise(page, lhrs);
    results.push(result);
    const lcp = result.lcp === null ? '—' : `${(result.lcp / 1000).toFixed(2)} s`;
    log(
      `Lighthouse ${page.path} → ${result.finalUrls.map((url) => url.replace(base, '')).join(', ')}: performance ${result.performance ?? '—'}, LCP ${lcp}, ` +
        `TBT ${result.tbt === null ? '—' : Math.round(result.tbt)} ms, CLS ${result.cls?.toFixed(3) ?? '—'}, accessibility ${result.accessibility ?? '—'}, ` +
        `best practices ${result.bestPractices ?? '—'}, SEO ${result.seo ?? '—'} (benchmark index ${Math.round(result.benchmarkIndex ?? 0)})`,
    );
  }
  return results;
}
