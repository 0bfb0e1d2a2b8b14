import { ESLint } from 'eslint';
import path from 'node:path';

// The repo's own config, loaded as CommonJS so no dynamic import is needed under jest.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const config = require('../../eslint.config.cjs');

export const root = path.resolve(__dirname, '../..');

/** The rules that keep imports one-way (tooling/lint/boundaries.cjs). */
const boundaryRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax', 'storefront/no-cycle', 'storefront/no-api-path', 'storefront/one-way-to-fetch']);

export interface Problem {
  rule: string;
  message: string;
}

/** The rules that keep tests load-proof (tooling/lint/storefront-plugin.cjs, docs/testing.md). */
export const testRules: ReadonlySet<string> = new Set(['storefront/no-fixed-sleep', 'storefront/no-conditional-expect']);

/**
 * Lints `code` as if it were the file at `file` (relative to `cwd`): the imports it names are resolved on disk.
 * Answers the problems of `rules` (the boundary rules unless told).
 */
export function createLinter(cwd = root, overrideConfig: ESLint.Options['overrideConfig'] = config, rules: ReadonlySet<string> = boundaryRules) {
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig });
  return async function problemsOf(file: string, code: string): Promise<Problem[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(cwd, file), warnIgnored: true });
    const messages = result?.messages ?? [];
    const fatal = messages.find((m) => m.fatal || m.ruleId === null);
    if (fatal) throw new Error(`${file} was not linted: ${fatal.message}`);
    return messages
      .filter((m) => m.ruleId !== null && rules.has(m.ruleId))
      .map((m) => ({ rule: m.ruleId as string, message: m.message }));
  };
}
