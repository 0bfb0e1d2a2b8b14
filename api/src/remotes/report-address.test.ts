import { describe, it } from 'node:test';
import { expect } from 'expect';
import { addressGroup, reportAddressHash, reportAddressKey } from './report-address';

describe('report address groups (issue 28.2)', () => {
  it('issue 28.2: an IPv4 address is its own group, also IPv4-mapped; an IPv6 address counts by its /64', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    for (const address of ['2001:db8:0:1::', '2001:0db8:0000:0001:abcd::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '[2001:db8:0:1::9]', '2001:DB8:0:1::2%eth0']) {
      expect(addressGroup(address)).toBe('2001:db8:0:1::/64');
    }
    expect(addressGroup('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('issue 28.2: the stored hash is keyed, of the group, and never the address', () => {
    const key = reportAddressKey('a-secret-of-the-api-000000000000');
    const hash = reportAddressHash(key, '2001:db8:0:1::5');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(reportAddressHash(key, '2001:db8:0:1:9::')).toBe(hash);
    expect(reportAddressHash(key, '2001:db8:0:2::5')).not.toBe(hash);
    expect(reportAddressHash(reportAddressKey('another-secret-000000000000000000'), '2001:db8:0:1::5')).not.toBe(hash);
    expect(hash).not.toContain('2001');
  });
});
