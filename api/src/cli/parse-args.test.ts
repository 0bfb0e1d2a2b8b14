import { describe, it } from 'node:test';
import { expect } from 'expect';
import { parseRemotesArgs } from './parse-args';

describe('npm run remotes arguments', () => {
  it('lists with no arguments', () => {
    expect(parseRemotesArgs([])).toEqual({ kind: 'list' });
  });

  it('accepts short names, several settings and a reason', () => {
    expect(parseRemotesArgs(['domains', 'enabled=false', '--reason', 'registry outage'])).toEqual({
      kind: 'update',
      name: 'mfe_domains',
      change: { enabled: false, reason: 'registry outage' },
    });
    expect(parseRemotesArgs(['mfe-hosting', '--reason=rollback', 'version=1.2.0', 'mode=construction', 'enabled=true'])).toEqual({
      kind: 'update',
      name: 'mfe_hosting',
      change: { version: '1.2.0', disabledMode: 'construction', enabled: true, reason: 'rollback' },
    });
  });

  it('reads the audit and versions commands', () => {
    expect(parseRemotesArgs(['audit'])).toEqual({ kind: 'audit', limit: 50 });
    expect(parseRemotesArgs(['audit', 'hosting', '--limit', '5'])).toEqual({ kind: 'audit', name: 'mfe_hosting', limit: 5 });
    expect(parseRemotesArgs(['versions', 'mfe_account'])).toEqual({ kind: 'versions', name: 'mfe_account' });
    expect(() => parseRemotesArgs(['audit', '--limit', '0'])).toThrow('--limit must be');
    expect(() => parseRemotesArgs(['versions'])).toThrow('versions <name>');
  });

  it('explains what is wrong', () => {
    expect(() => parseRemotesArgs(['nope', 'enabled=false', '--reason', 'x'])).toThrow('Unknown remote "nope".');
    expect(() => parseRemotesArgs(['domains', '--reason', 'x'])).toThrow('Say what to change');
    expect(() => parseRemotesArgs(['domains', 'enabled=false'])).toThrow('--reason');
    expect(() => parseRemotesArgs(['domains', 'enabled=false', '--reason', '  '])).toThrow('--reason');
    expect(() => parseRemotesArgs(['domains', 'enabled=false', '--reason'])).toThrow('--reason needs a value.');
    expect(() => parseRemotesArgs(['domains', 'enabled=false', '--reason', 'x'.repeat(501)])).toThrow('at most 500');
    expect(() => parseRemotesArgs(['domains', 'enabled=maybe', '--reason', 'x'])).toThrow('enabled must be true or false.');
    expect(() => parseRemotesArgs(['domains', 'mode=off', '--reason', 'x'])).toThrow('mode must be maintenance or construction.');
    expect(() => parseRemotesArgs(['domains', 'colour=red', '--reason', 'x'])).toThrow('Unknown setting "colour"');
  });
});
