#!/usr/bin/env node
/**
 * The public surfaces of the versioned packages (@storefront/platform, @storefront/contracts), recorded in
 * checked-in API reports by API Extractor (docs/adr/0007-versioned-platform.md).
 *
 *   npm run api-report          rewrites shared/<pkg>/api-report/*.api.md from the code, and records the
 *                               package's version beside them (surface.json); refuses when the surface changed
 *                               and the version did not
 *   npm run api-report:check    fails when the code's surface differs from the checked-in report, or the
 *                               report from what was recorded for the package's version (CI, scripts/test.sh)
 *
 * Each entry point of a package (package.json `exports`, else `main`) gets its own report.
 */
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');
const semver = require('semver');

const ROOT = path.resolve(__dirname, '../..');
const WORK = path.join(ROOT, 'var/api-report');
const DTS = path.join(WORK, 'dts');
const PACKAGES = ['platform', 'contracts'];
const check = process.argv.includes('--check');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const relative = (file) => path.relative(ROOT, file);

/** One report per entry point: `.` → platform.api.md, `./query` → platform-query.api.md. */
function entriesOf(pkg) {
  const manifest = readJson(path.join(ROOT, 'shared', pkg, 'package.json'));
  const entries = manifest.exports ?? { '.': manifest.main };
  return Object.entries(entries).map(([subpath, file]) => ({
    pkg,
    name: subpath === '.' ? pkg : `${pkg}-${subpath.replace(/^\.\//, '').replace(/[^a-z0-9]+/gi, '-')}`,
    dts: path.join(DTS, pkg, file.replace(/^\.\//, '').replace(/\.tsx?$/, '.d.ts')),
  }));
}

/** Declarations of both packages, in one compile (tooling/api-report/tsconfig.json). */
function emitDeclarations() {
  fs.rmSync(DTS, { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(__dirname, 'tsconfig.json')], { cwd: ROOT, stdio: 'inherit' });
}

function extract(entry) {
  const projectFolder = path.join(ROOT, 'shared', entry.pkg);
  if (!check) fs.mkdirSync(path.join(projectFolder, 'api-report'), { recursive: true });
  const config = ExtractorConfig.prepare({
    configObjectFullPath: path.join(__dirname, 'api-extractor.json'),
    packageJsonFullPath: path.join(projectFolder, 'package.json'),
    configObject: {
      projectFolder,
      mainEntryPointFilePath: entry.dts,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            jsx: 'react-jsx',
            strict: true,
            esModuleInterop: true,
            resolveJsonModule: true,
            skipLibCheck: true,
            types: [],
          },
          files: [entry.dts],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.name,
        reportFolder: path.join(projectFolder, 'api-report'),
        reportTempFolder: path.join(WORK, 'temp'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // No release tags (@public, @beta): everything exported is public and versioned.
          'ae-missing-release-tag': { logLevel: 'none' },
          // A type used by the surface but not exported by name is still part of it: the report says so.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
          'ae-undocumented': { logLevel: 'none' },
          // Redux Toolkit ships one .ts file among its declarations; it is not ours to report.
          'ae-wrong-input-file-type': { logLevel: 'none' },
        },
        // Our doc comments are prose, not strict TSDoc.
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
  const result = Extractor.invoke(config, {
    localBuild: !check,
    messageCallback(message) {
      // API Extractor's own notices about copying report files: replaced by the messages below.
      if (['console-api-report-not-copied', 'console-api-report-copied', 'console-compiler-version-notice'].includes(message.messageId)) message.handled = true;
    },
  });
  return { ...entry, report: config.reportFilePath, temp: config.reportTempFilePath, changed: result.apiReportChanged, failed: result.errorCount > 0 };
}

/** The lines only in the checked-in report (−) and only in the code's (+): what changed, in short. */
function changedLines(report, temp) {
  const before = fs.existsSync(report) ? fs.readFileSync(report, 'utf8').split('\n') : [];
  const after = fs.readFileSync(temp, 'utf8').split('\n');
  const removed = before.filter((line) => line.trim() && !after.includes(line)).map((line) => `  − ${line}`);
  const added = after.filter((line) => line.trim() && !before.includes(line)).map((line) => `  + ${line}`);
  const lines = [...removed, ...added];
  return lines.length > 20 ? [...lines.slice(0, 20), `  … and ${lines.length - 20} more lines`].join('\n') : lines.join('\n');
}

/** The reports' fingerprint and the version it was recorded for: a changed surface needs a new version. */
function surfaceRecord(pkg, reports) {
  const hash = createHash('sha256');
  for (const report of reports.sort()) hash.update(path.basename(report)).update('\0').update(fs.readFileSync(report)).update('\0');
  const file = path.join(ROOT, 'shared', pkg, 'api-report/surface.json');
  const recorded = fs.existsSync(file) ? readJson(file) : null;
  const version = readJson(path.join(ROOT, 'shared', pkg, 'package.json')).version;
  return { file, recorded, version, surface: `sha256-${hash.digest('base64')}` };
}

function main() {
  emitDeclarations();
  const problems = [];
  for (const pkg of PACKAGES) {
    const results = entriesOf(pkg).map(extract);
    if (results.some((r) => r.failed && !r.changed)) {
      problems.push(`API Extractor could not read the surface of @storefront/${pkg}: see its messages above.`);
      continue;
    }
    // A warning API Extractor cannot attach to a declaration names its file by absolute path: the report would
    // differ in every clone. Export the symbol it names instead.
    for (const { report, temp } of results) {
      const text = fs.existsSync(temp) ? fs.readFileSync(temp, 'utf8') : fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
      const located = text.split('\n').find((line) => line.startsWith('// ') && line.includes(WORK));
      if (located) problems.push(`${relative(report)} names a file of this clone (${located.replace(WORK, 'var/api-report').slice(3)}): export the symbol it names from the package's entry point.`);
    }
    const changed = results.filter((r) => r.changed);
    for (const { report, temp } of changed) {
      if (check)
        problems.push(
          `The public surface of @storefront/${pkg} changed but ${relative(report)} was not updated:\n${changedLines(report, temp)}\nRun \`npm run api-report\`, review the report's diff (a removed or changed line breaks remotes built against the old surface: bump the major version; only added lines: the minor), and commit it with the version bump (docs/adr/0007-versioned-platform.md).`,
        );
    }
    const { file, recorded, version, surface } = surfaceRecord(pkg, results.map((r) => r.report));
    if (recorded?.surface === surface && recorded.version === version) continue;
    if (check) {
      if (changed.length === 0) problems.push(`${relative(file)} does not record the current surface and version of @storefront/${pkg} (${version}). Run \`npm run api-report\` and commit what it writes.`);
    } else if (recorded && recorded.surface !== surface && !semver.gt(version, recorded.version)) {
      problems.push(
        `The public surface of @storefront/${pkg} changed (the new report is in shared/${pkg}/api-report/) but its version is still ${version}. Bump it — \`npm run version:bump -- ${pkg} major\` if a line of the report was removed or changed, \`minor\` if lines were only added — then \`npm install\` and \`npm run api-report\` again.`,
      );
    } else {
      fs.writeFileSync(file, `${JSON.stringify({ package: `@storefront/${pkg}`, version, surface }, null, 2)}\n`);
      console.log(`${relative(file)}: @storefront/${pkg} ${version} recorded.`);
    }
  }
  if (problems.length) {
    for (const problem of problems) console.error(`\n✖ ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(check ? 'API reports are up to date.' : 'API reports written.');
  }
}

main();
