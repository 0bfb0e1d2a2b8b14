import { optionalPhoneProblem, parsePhone, phoneProblem, storedPhone, toE164 } from './phone';
import { validateSignUp } from './identity';
import { validateContact } from './contact';

describe('phone numbers (issue 28 item 3)', () => {
  it('issue 28.3: the local, bare and prefixed forms of one Cambodian number are one E.164 number', () => {
    for (const typed of ['076671597', '85576671597', '+855 076671597', '+85576671597', '076 671 597', '076-671-597', '+855 (0)76 671 597']) {
      expect(toE164(typed)).toBe('+85576671597');
    }
  });

  it('issue 28.3: a number without a calling code is Cambodian first, then Thai; another country with its +', () => {
    expect(parsePhone('012 345 678')).toEqual({ ok: true, e164: '+85512345678', country: 'KH' });
    expect(toE164('66812345678')).toBe('+66812345678');
    expect(toE164('+66 81 234 5678')).toBe('+66812345678');
    expect(toE164('0812345678', 'TH')).toBe('+66812345678');
    expect(toE164('+1 202 555 0143')).toBe('+12025550143');
  });

  it('issue 28.3: refuses what is no phone number with the §5 messages', () => {
    expect(phoneProblem('')).toBe('Phone number field is required');
    for (const typed of ['12', '123456', 'call me', '12ab', '+855 12', '+85512345678901234', '076671597 ext 5']) {
      expect(phoneProblem(typed)).toBe('Phone is wrong format');
    }
    expect(optionalPhoneProblem('  ')).toBeNull();
    expect(optionalPhoneProblem('12')).toBe('Phone is wrong format');
  });

  it('issue 28.3: the stored form is E.164; a value no rule checked keeps its digits', () => {
    expect(storedPhone(' 076 671 597 ')).toBe('+85576671597');
    expect(storedPhone('12-34')).toBe('1234');
  });

  it('issue 28.3: the forms take the local form and refuse a wrong one', () => {
    const signUp = { firstName: 'Sokha', lastName: 'Chan', email: 'a@example.com', password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '076671597' };
    expect(validateSignUp(signUp).phoneNumber).toBeUndefined();
    expect(validateSignUp({ ...signUp, phoneNumber: '0766' }).phoneNumber).toBe('Phone is wrong format');
    expect(validateContact({ phoneNumber: '999' } as never).phoneNumber).toBe('Phone is wrong format');
  });
});
