import { describe, it } from 'node:test';
import { expect } from 'expect';
import { CARD_DECLINE_CODES } from '@storefront/contracts';
import { CYBERSOURCE_DECLINES, declineOf, declineOfReasonCode } from './declines';

describe("CyberSource's decline reasons as §8 codes", () => {
  it('every §8 decline code is reached from one of CyberSource\'s reasons', () => {
    expect(new Set(Object.values(CYBERSOURCE_DECLINES))).toEqual(new Set(CARD_DECLINE_CODES));
  });

  it('reads the reasons the spec names, and an unknown or missing one as a generic decline', () => {
    expect(declineOf('STOLEN_LOST_CARD')).toBe('STOLEN_OR_LOST_CARD');
    expect(declineOf('CV_FAILED')).toBe('CVN_INVALID');
    expect(declineOf('BLACKLISTED_CUSTOMER')).toBe('BLACKLISTED_CUSTOMER');
    expect(declineOf('EXCEEDS_AUTH_AMOUNT')).toBe('AMOUNT_EXCEEDS_AUTHORIZED');
    expect(declineOf('SOMETHING_NEW')).toBe('GENERIC_DECLINE');
    expect(declineOf(undefined)).toBe('GENERIC_DECLINE');
    expect(declineOf('__proto__')).toBe('GENERIC_DECLINE');
  });

  it('reads the numeric reason codes of a transaction search: 221 the negative file, 235 more than authorised', () => {
    expect(declineOfReasonCode('221')).toBe('BLACKLISTED_CUSTOMER');
    expect(declineOfReasonCode(235)).toBe('AMOUNT_EXCEEDS_AUTHORIZED');
    expect(declineOfReasonCode('202')).toBe('EXPIRED_CARD');
    expect(declineOfReasonCode('999')).toBe('GENERIC_DECLINE');
  });
});
