import { describe, it } from 'node:test';
import { expect } from 'expect';
import { SandboxRegistry } from './sandbox-registry';

describe('sandbox registry', () => {
  const registry = new SandboxRegistry();

  it('answers the same for the same name', async () => {
    const first = await registry.check(['mybrand.com', 'other-name.net']);
    expect(await registry.check(['mybrand.com', 'other-name.net'])).toEqual(first);
  });

  it('has well-known names taken with an owner or a hidden owner', async () => {
    const [taken] = await registry.check(['google.com']);
    expect(taken?.status).toBe('taken');
    expect(taken?.owner?.hidden === true || typeof taken?.owner?.email === 'string').toBe(true);
  });

  it('prices short names as premium and leaves most long names available', async () => {
    const [premium] = await registry.check(['abc.com']);
    expect(premium?.status).toBe('premium');
    expect(premium?.premiumPrice).toBeGreaterThan(0);
    const names = Array.from({ length: 60 }, (_, i) => `storefront-test-name-${i}.com`);
    const statuses = (await registry.check(names)).map((r) => r.status);
    expect(statuses.filter((s) => s === 'available').length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s === 'taken').length).toBeGreaterThan(5);
  });
});
