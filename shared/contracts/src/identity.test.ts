import { otpProblem, passwordProblem, validateNewPassword, validateSignUp } from './identity';

const valid = {
  firstName: 'Sokha',
  lastName: 'Chan',
  email: 'sokha@example.com',
  username: '',
  password: 'Strong-pass1',
  passwordConfirmation: 'Strong-pass1',
  phoneNumber: '+855 12 345 678',
  referralCode: '',
};

describe('identity rules (spec §5)', () => {
  it('accepts a valid sign-up', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, firstName: 'សុខា', username: 'sokha99' })).toEqual({});
  });

  it('answers the spec messages', () => {
    expect(validateSignUp({ ...valid, password: 'alllowercase1', passwordConfirmation: 'alllowercase1' }).password).toBe(
      'Password must have at least one uppercase letter, one lowercase letter, one number',
    );
    expect(validateSignUp({ ...valid, passwordConfirmation: 'Strong-pass2' }).passwordConfirmation).toBe("Oops, that's not the same password as the first one.");
    expect(validateSignUp({ ...valid, lastName: 'Chan2' }).lastName).toBe('Invalid name. It must not contain numbers or special characters');
    expect(validateSignUp({ ...valid, email: 'x@' }).email).toBe('Email is invalid');
    expect(validateSignUp({ ...valid, firstName: ' ' }).firstName).toBe('First name field is required');
    expect(validateSignUp({ ...valid, phoneNumber: '12ab' }).phoneNumber).toBe('Phone is wrong format');
    expect(validateSignUp({ ...valid, username: 'ab' }).username).toBe('Username must be from 3 to 32 characters');
  });

  it('bounds the password length at 8 to 32, ASCII only', () => {
    expect(passwordProblem('Aa1aaaa')).toBe('Password must be from 8 to 32 characters');
    expect(passwordProblem(`Aa1${'a'.repeat(30)}`)).toBe('Password must be from 8 to 32 characters');
    expect(passwordProblem('Aa1aaaaé')).toMatch(/only letters, digits and punctuation/);
    expect(passwordProblem('Aa1aaaa!')).toBeNull();
    expect(validateNewPassword({ password: 'Aa1aaaa!', passwordConfirmation: 'Aa1aaaa!' })).toEqual({});
  });

  it('wants a 6-digit code', () => {
    expect(otpProblem('123456')).toBeNull();
    expect(otpProblem('12345')).toBe('Enter the 6-digit code');
  });
});
