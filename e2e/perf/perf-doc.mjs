import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PERF_DOC = path.join(root, 'docs/perf.md');
const HEADER = '# Performance\n\nWritten by the measurement scripts; each owns one section and rewrites only that one.\n';

/**
 * Replaces one section of docs/perf.md (between `<!-- name:start -->` and `<!-- name:end -->`), or appends
 * it, so `npm run perf` and `npm run bench` each keep their own results.
 */
export function writePerfSection(name, markdown, file = PERF_DOC) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}
