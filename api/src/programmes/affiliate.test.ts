import { describe, it } from 'node:test';
import { expect } from 'expect';
import { emailKey, phoneKey } from './affiliate';

describe('one person, however their mailbox or phone is written', () => {
  it('takes the +tag off every mailbox and the dots off Gmail only', () => {
    expect(emailKey('Sok.Dara+shop@GMAIL.com')).toBe('sokdara@gmail.com');
    expect(emailKey('sokdara@googlemail.com')).toBe('sokdara@gmail.com');
    expect(emailKey('sok.dara+x@example.com')).toBe('sok.dara@example.com');
    expect(emailKey('sok.dara@example.com')).not.toBe(emailKey('sokdara@example.com'));
  });

  it('compares phone numbers by their digits', () => {
    expect(phoneKey('+855 12 345 678')).toBe(phoneKey('+85512345678'));
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('12')).toBeNull();
  });
});
