#!/usr/bin/env node
/**
 * The house's shape in numbers (issue 29; docs/adr/0008 and 0012 record them before and after): how much the route
 * files do themselves, how many ways the browser reads, what is said more than once, how much of the shell is product.
 * `node tooling/metrics/house-metrics.cjs [--rev <commit>] [--json]` — counts the working tree, or a commit's tree.
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const rev = args.includes('--rev') ? args[args.indexOf('--rev') + 1] : null;
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });

const files = (rev ? git('ls-tree', '-r', '--name-only', rev) : git('ls-files', '--cached', '--others', '--exclude-standard'))
  .split('\n')
  .filter((f) => /\.(ts|tsx|cjs|js)$/.test(f) && !f.includes('node_modules/') && !/(^|\/)dist\//.test(f));
const read = (f) => {
  try {
    return rev ? git('show', `${rev}:${f}`) : require('node:fs').readFileSync(path.join(root, f), 'utf8');
  } catch {
    return '';
  }
};
const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || f.startsWith('api/test/') || f.startsWith('e2e/tests/');
const count = (text, re) => (text.match(re) ?? []).length;
const sum = (list, re) => list.reduce((n, f) => n + count(read(f), re), 0);
const lines = (list) => list.reduce((n, f) => n + read(f).split('\n').length, 0);

const apiSrc = files.filter((f) => f.startsWith('api/src/') && !isTest(f));
const routes = apiSrc.filter((f) => f.startsWith('api/src/routes/'));
const routeLike = apiSrc.filter((f) => !f.startsWith('api/src/routes/') && /app\.route\(|app\.(get|post|put|patch|delete)[<(]/.test(read(f)));
const front = files.filter((f) => /^(shell|mfe-[a-z]+|shared)\//.test(f) && !isTest(f) && !f.startsWith('shared/contracts/'));
const tests = files.filter(isTest);
const shell = files.filter((f) => f.startsWith('shell/src/') && !isTest(f));

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|replaceInto|mergeInto)\(|\bsql`|\.executeQuery\(/g;

const metrics = {
  'route files in api/src/routes': routes.length,
  'route files outside api/src/routes': routeLike.length,
  'query-builder calls in routes': sum(routes, QUERY),
  'transactions in routes': sum(routes, /\.transaction\(\)/g),
  'app.db in routes': sum(routes, /\bapp\.db\b/g),
  'new Date()/Date.now() in routes': sum(routes, /new Date\(\)|Date\.now\(\)/g),
  'callEndpoint calls in the front end': sum(front, /\bcallEndpoint\(/g),
  "'type Db =' declarations in api": sum(apiSrc, /^type Db = /gm),
  "Cache-Control 'no-store' set by hand in api": sum(apiSrc, /'no-store'/g),
  '.catch(() => undefined) in the front end': sum(front, /\.catch\(\(\) => undefined\)/g),
  // A timed wait (not a zero-delay yield to the next task); the lint rule's own fixtures are left out.
  'timed waits in tests': sum(tests.filter((f) => !f.startsWith('tooling/lint/')), /waitForTimeout\(|new Promise\(\(?\w*\)? => setTimeout\(\w+, [1-9]/g),
  'shell lines (src, no tests)': lines(shell),
  'shell staff console lines': lines(shell.filter((f) => f.startsWith('shell/src/staff/'))),
};

if (args.includes('--json')) console.log(JSON.stringify(metrics, null, 2));
else for (const [name, value] of Object.entries(metrics)) console.log(`${String(value).padStart(7)}  ${name}`);
