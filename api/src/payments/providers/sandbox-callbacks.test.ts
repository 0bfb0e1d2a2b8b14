import { describe, it } from 'node:test';
import { expect } from 'expect';
import { signCallback, verifyCallback } from './callback-signature';

const secret = 'test-secret';
const body = JSON.stringify({ sessionId: 'x', status: 'succeeded' });

describe('callback signature', () => {
  it('accepts its own signature within the window', () => {
    expect(verifyCallback(secret, body, signCallback(secret, body, 1_000_000), 1_000_100)).toEqual({ ok: true });
  });
  it('refuses a changed body, another secret, a stale or future timestamp, and malformed headers', () => {
    const header = signCallback(secret, body, 1_000_000);
    expect(verifyCallback(secret, `${body} `, header, 1_000_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyCallback('other', body, header, 1_000_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyCallback(secret, body, header, 1_000_301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyCallback(secret, body, header, 999_699)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyCallback(secret, body, undefined, 1_000_000)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyCallback(secret, body, 't=abc,v1=00', 1_000_000)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyCallback(secret, body, header.replace(/v1=../, 'v1=zz'), 1_000_000)).toEqual({ ok: false, reason: 'malformed' });
  });
});
