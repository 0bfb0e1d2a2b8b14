/**
 * The console's chunk stays small (issue 18 item 1): what it takes from @storefront/contracts at run time comes from
 * modules that never import zod, themselves or through their own imports (type-only imports are erased). A constant
 * the console needs from a module with schemas moves to a zod-free module of contracts, re-exported as before.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const STAFF = __dirname;
const CONTRACTS = resolve(__dirname, '../../shared/contracts/src');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The names a file imports as values (not `import type`, not `type X`) from a module. */
function valueImports(source: string, from: RegExp): { names: string[]; spec: string }[] {
  return [...source.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm)]
    .filter((match) => !match[1] && from.test(match[3]!))
    .map((match) => ({ spec: match[3]!, names: match[2]!.split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type ')).map((name) => name.split(/\s+as\s+/)[0]!) }));
}

/** Does a contracts module bring zod along, itself or through what it imports as values? */
function pullsZod(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gm)) {
    if (match[1]) continue;
    const spec = match[2]!;
    if (spec === 'zod') return file;
    if (!spec.startsWith('.')) continue;
    const next = [`${resolve(dirname(file), spec)}.ts`, join(resolve(dirname(file), spec), 'index.ts')].find((path) => {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    });
    const found = next ? pullsZod(next, seen) : null;
    if (found) return found;
  }
  return null;
}

const contractModules = filesUnder(CONTRACTS).filter((file) => !file.endsWith('index.ts'));
const definedIn = (name: string) => contractModules.filter((file) => new RegExp(`^export (const|function|class|enum) ${name}\\b`, 'm').test(readFileSync(file, 'utf8')));

describe("the staff console's contracts", () => {
  const names = [...new Set(filesUnder(STAFF).flatMap((file) => valueImports(readFileSync(file, 'utf8'), /^@storefront\/contracts$/).flatMap((entry) => entry.names)))];

  it('are read (the scan finds what the console imports)', () => {
    expect(names).toEqual(expect.arrayContaining(['staffConsoleEndpoints', 'fortuneWheelEndpoints', 'programmesEndpoints', 'STAFF_AUDIT_LIMITS', 'WHEEL_LIMITS']));
  });

  it('come from modules that never import zod', () => {
    const offenders = names.flatMap((name) => {
      const modules = definedIn(name);
      if (modules.length === 0) return [`${name}: not found in shared/contracts/src`];
      return modules.map((file) => [name, pullsZod(file)] as const).filter(([, zod]) => zod).map(([n, zod]) => `${n} pulls zod through ${zod}`);
    });
    expect(offenders).toEqual([]);
  });
});
