import { describe, it } from 'node:test';
import { expect } from 'expect';
import { parseRemotesArgs } from './parse-args';

describe('npm run remotes arguments', () => {
  it('lists with no arguments', () => {
    expect(parseRemotesArgs([])).toEqual({ kind: 'list' });
  });

  it('accepts short names and several settings', () => {
    expect(parseRemotesArgs(['domains', 'enabled=false'])).toEqual({ kind: 'update', name: 'mfe_domains', change: { enabled: false } });
    expect(parseRemotesArgs(['mfe-hosting', 'version=1.2.0', 'mode=construction', 'enabled=true'])).toEqual({
      kind: 'update',
      name: 'mfe_hosting',
      change: { version: '1.2.0', disabledMode: 'construction', enabled: true },
    });
  });

  it('explains what is wrong', () => {
    expect(() => parseRemotesArgs(['nope', 'enabled=false'])).toThrow('Unknown remote "nope".');
    expect(() => parseRemotesArgs(['domains'])).toThrow('Say what to change');
    expect(() => parseRemotesArgs(['domains', 'enabled=maybe'])).toThrow('enabled must be true or false.');
    expect(() => parseRemotesArgs(['domains', 'mode=off'])).toThrow('mode must be maintenance or construction.');
    expect(() => parseRemotesArgs(['domains', 'colour=red'])).toThrow('Unknown setting "colour"');
  });
});
