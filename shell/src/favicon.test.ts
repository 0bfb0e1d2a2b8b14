/**
 * @jest-environment node
 */
import path from 'node:path';

type Config = { plugins: { constructor: { name: string }; patterns?: { from: string; to: string }[] }[] };

describe("the shell's build", () => {
  it('issue 28.15: copies src/favicon.ico to /favicon.ico of the browser build (the api serves it: api/test/static.test.ts)', async () => {
    // @ts-expect-error -- the webpack config is JavaScript, without types (its shape is the Config above)
    const build = ((await import('../webpack.config.cjs')) as unknown as { default: (env: object, argv: { mode: string }) => Config | Config[] }).default;
    for (const mode of ['production', 'development']) {
      const [browser] = [build({}, { mode })].flat() as [Config];
      const copied = browser.plugins.flatMap((plugin) => (plugin.constructor.name === 'CopyPlugin' ? (plugin.patterns ?? []) : []));
      expect(copied).toContainEqual({ from: path.join(__dirname, 'favicon.ico'), to: 'favicon.ico' });
    }
  });
});
