import shellRuntimePlugin from './shell-runtime-plugin';

describe("the shell's federation runtime plugin", () => {
  it('lets the runtime load each shared module only in a later task, not in the task that asked for it', async () => {
    const { beforeLoadShare } = shellRuntimePlugin();
    const args = { pkgName: 'react' } as unknown as Parameters<NonNullable<typeof beforeLoadShare>>[0];
    let resumed = false;
    const loading = Promise.resolve(beforeLoadShare!(args)).then((value) => {
      resumed = true;
      return value;
    });
    // Every microtask of this task runs first: the runtime's work for the module is not part of this task.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await expect(loading).resolves.toBe(args);
    expect(resumed).toBe(true);
  });

  it('carries the platform version guard (platform-version-guard.test.tsx runs it in the federation runtime)', () => {
    const plugin = shellRuntimePlugin();
    expect(plugin.name).toBe('storefront-shell');
    expect(typeof plugin.loadRemoteSnapshot).toBe('function');
  });
});
