#!/usr/bin/env node
/**
 * `npm run lint:khmer` lists the Khmer texts with a compound of tooling/khmer/compounds.cjs unglued (a line a
 * browser may break inside a word); `npm run lint:khmer -- --fix` glues them in place. Exit 1 when some are left.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { glue, ungluedIn } = require('./compounds.cjs');
const { ROOT, khmerFiles } = require('./khmer-files.cjs');

const fix = process.argv.includes('--fix');
let left = 0;
for (const file of khmerFiles()) {
  const full = path.join(ROOT, file);
  const text = readFileSync(full, 'utf8');
  const unglued = ungluedIn(text);
  if (unglued.length === 0) continue;
  if (fix) {
    writeFileSync(full, glue(text));
    console.log(`glued in ${file}: ${unglued.map((compound) => compound.replace(/\|/g, '')).join(', ')}`);
  } else {
    left += 1;
    console.log(`${file}: ${unglued.map((compound) => compound.replace(/\|/g, '')).join(', ')}`);
  }
}
if (left > 0) {
  console.log(`\n${left} files have Khmer compounds a line may break inside: npm run lint:khmer -- --fix`);
  process.exit(1);
}
