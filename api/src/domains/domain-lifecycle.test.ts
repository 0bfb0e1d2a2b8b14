import { describe, it } from 'node:test';
import { expect } from 'expect';
import { domainLifecycle, redemptionLeadDays } from './domain-lifecycle';

const at = (iso: string) => new Date(iso);
const expiring = (expires: string, transferCompletes: string | null = null) => ({ expires_at: at(expires), transfer_completes_at: transferCompletes ? at(transferCompletes) : null });

describe('domain lifecycle', () => {
  const row = expiring('2027-01-10T00:00:00Z');

  it('is active until it expires, then expired', () => {
    expect(domainLifecycle(row, 'generic', at('2026-06-01T00:00:00Z'))).toBe('active');
    expect(domainLifecycle(row, 'generic', at('2027-01-09T23:59:59Z'))).toBe('active');
    expect(domainLifecycle(row, 'generic', at('2027-01-10T00:00:00Z'))).toBe('expired');
  });

  it('enters redemption 12 days after expiry for a generic TLD and 5 days for a country TLD', () => {
    expect(redemptionLeadDays('generic')).toBe(12);
    expect(redemptionLeadDays('country')).toBe(5);
    expect(domainLifecycle(row, 'generic', at('2027-01-21T23:59:59Z'))).toBe('expired');
    expect(domainLifecycle(row, 'generic', at('2027-01-22T00:00:00Z'))).toBe('redemption');
    expect(domainLifecycle(row, 'country', at('2027-01-14T23:59:59Z'))).toBe('expired');
    expect(domainLifecycle(row, 'country', at('2027-01-15T00:00:00Z'))).toBe('redemption');
  });

  it('is released after the 30-day redemption period', () => {
    expect(domainLifecycle(row, 'generic', at('2027-02-20T23:59:59Z'))).toBe('redemption');
    expect(domainLifecycle(row, 'generic', at('2027-02-21T00:00:00Z'))).toBe('released');
    expect(domainLifecycle(row, 'country', at('2027-02-14T00:00:00Z'))).toBe('released');
  });

  it('is pendingTransfer until the transfer completes, then follows its expiry', () => {
    const transferring = expiring('2027-05-01T00:00:00Z', '2026-06-08T00:00:00Z');
    expect(domainLifecycle(transferring, 'generic', at('2026-06-01T00:00:00Z'))).toBe('pendingTransfer');
    expect(domainLifecycle(transferring, 'generic', at('2026-06-08T00:00:00Z'))).toBe('active');
  });

  it('reads dates stored as strings', () => {
    expect(domainLifecycle({ expires_at: '2027-01-10T00:00:00Z', transfer_completes_at: null }, 'generic', at('2027-01-11T00:00:00Z'))).toBe('expired');
  });
});
