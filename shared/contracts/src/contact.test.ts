import { postalCodeProblem, validateContact, type ContactValues } from './contact';

const valid: ContactValues = {
  firstName: 'Sokha',
  lastName: 'Chan',
  phoneNumber: '+85512345678',
  email: 'sokha@example.com',
  address1: '12 Street 240',
  postalCode: '12207',
  city: 'Phnom Penh',
  country: 'KH',
};

describe('billing contact rules (spec §3, §5)', () => {
  it('accepts a complete Cambodian contact, Khmer names included', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, firstName: 'សុខា', lastName: 'ចាន់' })).toEqual({});
  });

  it('answers the spec messages for names, phone, required fields and special characters', () => {
    const errors = validateContact({ ...valid, firstName: 'Sokha1', phoneNumber: '12ab', email: '', address1: 'Street <240>', city: '' });
    expect(errors.firstName).toBe('Invalid name. It must not contain numbers or special characters');
    expect(errors.phoneNumber).toBe('Phone is wrong format');
    expect(errors.email).toBe('Email field is required');
    expect(errors.address1).toMatch(/^Address must not contain special characters such as: /);
    expect(errors.city).toBe('City field is required');
  });

  it('checks postal codes by country', () => {
    expect(postalCodeProblem('12207', 'KH')).toBeNull();
    expect(postalCodeProblem('1220', 'KH')).toBe('Postal code is wrong format for selected country');
    expect(postalCodeProblem('10110', 'TH')).toBeNull();
    expect(postalCodeProblem('', 'KH')).not.toBeNull();
  });
});
