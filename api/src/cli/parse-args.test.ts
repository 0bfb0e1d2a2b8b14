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
    expect(() => parseRemotesArgs(['nope', 'enabled=false', '--reason', 'testing'])).toThrow('Unknown remote "nope".');
    expect(() => parseRemotesArgs(['domains', '--reason', 'testing'])).toThrow('Say what to change');
    expect(() => parseRemotesArgs(['domains', 'enabled=false'])).toThrow('--reason');
    expect(() => parseRemotesArgs(['domains', 'enabled=false', '--reason', '  '])).toThrow('--reason');
    expect(() => parseRemotesArgs(['domains', 'enabled=false', '--reason', 'ok'])).toThrow('at least 3 characters');
    expect(() => parseRemotesArgs(['domains', 'enabled=false', '--reason'])).toThrow('--reason needs a value.');
    expect(() => parseRemotesArgs(['domains', 'enabled=false', '--reason', 'x'.repeat(501)])).toThrow('at most 500');
    expect(() => parseRemotesArgs(['domains', 'enabled=maybe', '--reason', 'testing'])).toThrow('enabled must be true or false.');
    expect(() => parseRemotesArgs(['domains', 'mode=off', '--reason', 'testing'])).toThrow('mode must be maintenance or construction.');
    expect(() => parseRemotesArgs(['domains', 'colour=red', '--reason', 'testing'])).toThrow('Unknown setting "colour"');
  });

  it('reads a canary: a version and a share, or off, always with a reason', () => {
    expect(parseRemotesArgs(['canary', 'domains', '1.3.0', '10', '--reason', 'try it'])).toEqual({ kind: 'canary', name: 'mfe_domains', change: { version: '1.3.0', percent: 10, reason: 'try it' } });
    expect(parseRemotesArgs(['canary', 'mfe-hosting', '2.0.0', '2.5%', '--reason=slowly'])).toEqual({ kind: 'canary', name: 'mfe_hosting', change: { version: '2.0.0', percent: 2.5, reason: 'slowly' } });
    expect(parseRemotesArgs(['canary', 'domains', 'off', '--reason', 'done'])).toEqual({ kind: 'canary', name: 'mfe_domains', change: { version: '0', percent: 0, reason: 'done' } });
    expect(() => parseRemotesArgs(['canary', 'domains', '1.3.0', '10'])).toThrow('--reason');
    expect(() => parseRemotesArgs(['canary', 'domains', '1.3.0', '0', '--reason', 'testing'])).toThrow('percent must be');
    expect(() => parseRemotesArgs(['canary', 'domains', '1.3.0', '101', '--reason', 'testing'])).toThrow('percent must be');
    expect(() => parseRemotesArgs(['canary', 'domains', '1.3.0', '--reason', 'testing'])).toThrow('Usage: canary');
  });
});
