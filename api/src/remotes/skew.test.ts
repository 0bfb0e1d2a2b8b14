import { describe, it } from 'node:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { readShellProvides, skewProblem } from './skew';

const manifest = (requiredVersion: string) => ({ shared: [{ name: '@storefront/platform', requiredVersion }, { name: 'react', requiredVersion: '^19.0.0' }] });

describe('skew safety at publish time', () => {
  it("accepts a remote whose platform range the shell's version satisfies, and names what to do otherwise", () => {
    const provides = { '@storefront/platform': '2.2.0' };
    expect(skewProblem('mfe_hosting', manifest('^2.2.0'), provides)).toBeNull();
    expect(skewProblem('mfe_hosting', manifest('^2.0.0'), provides)).toBeNull();
    expect(skewProblem('mfe_hosting', manifest('^2.3.0'), provides)).toContain('mfe_hosting needs @storefront/platform ^2.3.0');
    expect(skewProblem('mfe_hosting', manifest('^3.0.0'), provides)).toContain("the storefront's shell provides 2.2.0");
    // What the shell does not version (react: one copy, requiredVersion false) and a manifest without shared: nothing to check.
    expect(skewProblem('mfe_hosting', { shared: [{ name: 'react', requiredVersion: '^99.0.0' }] }, provides)).toBeNull();
    expect(skewProblem('mfe_hosting', {}, provides)).toBeNull();
  });

  it("reads what the shell's build provides, and nothing without one", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    expect(readShellProvides(dist)).toBeNull();
    writeFileSync(path.join(dist, 'shared-versions.json'), JSON.stringify({ '@storefront/platform': '2.2.0', broken: 'x.y' }));
    expect(readShellProvides(dist)).toEqual({ '@storefront/platform': '2.2.0' });
    writeFileSync(path.join(dist, 'shared-versions.json'), '{ not json');
    expect(readShellProvides(dist)).toBeNull();
  });
});
