import { PLATFORM_STAGES } from './stages';

describe('PLATFORM_STAGES', () => {
  it('evaluates the platform in parts that are the very modules the platform exports from: nothing is made twice', async () => {
    const parts = [];
    for (const stage of PLATFORM_STAGES) parts.push((await stage()) as Record<string, unknown>);
    const platform = (await import('./index')) as Record<string, unknown>;
    // The store, the api client, the translations, the router's and Redux's parts: each is the platform's own.
    const shared = parts.flatMap((part) => Object.entries(part)).filter(([name, value]) => name in platform && (typeof value === 'object' || typeof value === 'function') && value !== null);
    expect(shared.map(([name]) => name)).toEqual(expect.arrayContaining(['store', 'apiClient', 'i18n']));
    for (const [name, value] of shared) expect({ name, same: platform[name] === value }).toEqual({ name, same: true });
  });
});
