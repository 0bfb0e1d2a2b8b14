/**
 * @jest-environment node
 */
import { config, createLinter, root, testRules } from './lint-fixture';

// Each case lints a small in-memory file with the repo's real config; the first run loads the TypeScript parser.
jest.setTimeout(60_000);

const problemsOf = createLinter(root, config, testRules);
const rulesOf = async (file: string, code: string) => (await problemsOf(file, code)).map((p) => p.rule);
const lines = (...code: string[]) => `${code.join('\n')}\n`;

describe('storefront/no-fixed-sleep: a test waits for a condition, never a duration', () => {
  it('refuses page.waitForTimeout in an e2e spec, with what to do instead', async () => {
    const problems = await problemsOf('e2e/tests/x.spec.ts', lines("import { test } from '@playwright/test';", "test('t', async ({ page }) => {", '  await page.waitForTimeout(6_000);', '});'));
    expect(problems).toEqual([{ rule: 'storefront/no-fixed-sleep', message: expect.stringMatching(/waits for a duration.*expect\(locator\)\.toBeVisible\(\)/) }]);
  });

  it('refuses a Promise resolved by setTimeout after n ms, however it is written, in jest, api and e2e tests', async () => {
    const sleeps = [
      'await new Promise((r) => setTimeout(r, 50));',
      'await new Promise((resolve) => { setTimeout(resolve, 250); });',
      'await new Promise<void>((resolve) => setTimeout(() => resolve(), 100));',
      'await act(() => new Promise((resolve) => setTimeout(resolve, 50)));',
    ];
    for (const [file, sleep] of sleeps.flatMap((line) => ['shell/src/x.test.tsx', 'api/test/x.test.ts', 'e2e/tests/x.spec.ts', 'api/test/helpers/x.ts'].map((name) => [name, line] as const))) {
      expect({ file, sleep, rules: await rulesOf(file, lines('export async function f(act: (f: () => Promise<unknown>) => Promise<void>) {', `  ${sleep}`, '}')) }).toEqual({ file, sleep, rules: ['storefront/no-fixed-sleep'] });
    }
  });

  it('refuses setTimeout of timers/promises and sleep or delay helpers', async () => {
    expect(await rulesOf('api/test/x.test.ts', lines("import { setTimeout as pause } from 'node:timers/promises';", 'export const f = () => pause(100);'))).toEqual(['storefront/no-fixed-sleep', 'storefront/no-fixed-sleep']);
    expect(await rulesOf('api/test/x.test.ts', lines('declare function sleep(ms: number): Promise<void>;', 'export const f = () => sleep(100);'))).toEqual(['storefront/no-fixed-sleep']);
    expect(await rulesOf('shell/src/x.test.ts', lines('declare const helpers: { delay(ms: number): Promise<void> };', 'export const f = () => helpers.delay(100);'))).toEqual(['storefront/no-fixed-sleep']);
  });

  it('lets a test wait for the next task (an order, not a duration), hold an answer back, or set a timer it tests', async () => {
    const code = lines(
      'export async function f(done: () => void) {',
      '  await new Promise((resolve) => setTimeout(resolve, 0));',
      '  await new Promise((resolve) => setTimeout(resolve));',
      '  await new Promise((resolve) => setImmediate(resolve));',
      '  let answer: (value: number) => void = () => undefined;',
      '  const held = new Promise<number>((resolve) => (answer = resolve));',
      '  setTimeout(done, 50);',
      '  answer(1);',
      '  return held;',
      '}',
    );
    expect(await rulesOf('shell/src/x.test.ts', code)).toEqual([]);
  });

  it('applies to test files and test helpers only: the app may sleep where it means to', async () => {
    const sleep = lines('export const f = () => new Promise((r) => setTimeout(r, 50));');
    expect(await rulesOf('shell/src/x.ts', sleep)).toEqual([]);
    expect(await rulesOf('api/src/x.ts', sleep)).toEqual([]);
    expect(await rulesOf('shared/testing/src/x.ts', sleep)).toEqual(['storefront/no-fixed-sleep']);
    expect(await rulesOf('e2e/support/x.ts', sleep)).toEqual(['storefront/no-fixed-sleep']);
    expect(await rulesOf('mfe-checkout/src/test/fixtures.ts', sleep)).toEqual(['storefront/no-fixed-sleep']);
  });
});

describe('storefront/no-conditional-expect: every assertion runs', () => {
  const inTest = (...body: string[]) => lines('declare const x: { ok: boolean; items: number[] } | undefined;', "it('t', async () => {", ...body.map((line) => `  ${line}`), '});');

  it('refuses an expect in the branches of an if, with what to do instead', async () => {
    expect(await problemsOf('api/test/x.test.ts', inTest('if (x) expect(x.ok).toBe(true);'))).toEqual([
      { rule: 'storefront/no-conditional-expect', message: expect.stringMatching(/inside an if: when the branch is not taken it never runs.*Assert unconditionally/) },
    ]);
    expect(await rulesOf('shell/src/x.test.tsx', inTest('if (x?.ok) {', '  expect(x.items).toHaveLength(1);', '} else {', '  expect(x).toBeUndefined();', '}'))).toEqual([
      'storefront/no-conditional-expect',
      'storefront/no-conditional-expect',
    ]);
  });

  it('refuses it in a ternary, after && / || / ??, in a switch, and in an if within a loop or a callback', async () => {
    expect(await rulesOf('mfe-account/src/x.test.ts', inTest('x ? expect(x.ok).toBe(true) : expect(x).toBeUndefined();'))).toEqual(['storefront/no-conditional-expect', 'storefront/no-conditional-expect']);
    expect(await rulesOf('mfe-account/src/x.test.ts', inTest('x?.ok && expect(x.items).toHaveLength(1);'))).toEqual(['storefront/no-conditional-expect']);
    expect(await rulesOf('shared/ui/src/x.test.ts', inTest('switch (x?.ok) {', '  case true:', '    expect(x?.items).toHaveLength(1);', '}'))).toEqual(['storefront/no-conditional-expect']);
    expect(await rulesOf('api/test/x.test.ts', inTest('for (const item of x?.items ?? []) if (item > 1) expect(item).toBe(2);'))).toEqual(['storefront/no-conditional-expect']);
    expect(await rulesOf('e2e/tests/x.spec.ts', inTest('x?.items.forEach((item) => {', '  if (item > 1) expect(item).toBe(2);', '});'))).toEqual(['storefront/no-conditional-expect']);
    expect(await rulesOf('e2e/tests/x.spec.ts', inTest('if (x) await expect.poll(() => x.ok).toBe(true);'))).toEqual(['storefront/no-conditional-expect']);
  });

  it('lets a test assert unconditionally, compute what it expects from a condition, and branch where it asserts nothing', async () => {
    const code = inTest(
      'expect(x).toBeDefined();',
      'expect(x!.ok ? x!.items : []).toEqual(x!.ok ? [1] : []);',
      'expect(x).toEqual(x ? expect.objectContaining({ ok: true }) : undefined);',
      'if (!x) throw new Error("no x");',
      'const check = () => expect(x.ok).toBe(true);',
      'if (x.ok) check();',
    );
    expect(await rulesOf('api/test/x.test.ts', code)).toEqual([]);
  });

  it('applies to test files only', async () => {
    expect(await rulesOf('shell/src/x.ts', lines('declare const expect: (v: unknown) => { toBe(v: unknown): void };', 'export const f = (v: boolean) => {', '  if (v) expect(v).toBe(true);', '};'))).toEqual([]);
  });
});
