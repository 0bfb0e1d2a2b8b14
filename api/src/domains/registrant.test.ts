import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { UserRow } from '../db/database';
import { registrantOf } from './fulfil-domain-item';

const user = { first_name: 'Demo', last_name: 'Customer', email: 'demo@example.com', phone_number: '+85512000000' } as UserRow;

describe('who a name is registered to', () => {
  it("is the order's billing contact, with its postal address", () => {
    const billing = { firstName: 'Dara', lastName: 'Kim', organization: 'Mekong Web', email: 'dara@mekongweb.example', phoneNumber: '+855 12 888 777', address1: 'No. 5, Street 51', address2: null, stateProvince: null, postalCode: '120102', city: 'Phnom Penh', country: 'kh' };
    expect(registrantOf(user, billing)).toEqual({
      name: 'Dara Kim',
      email: 'dara@mekongweb.example',
      phone: '+855 12 888 777',
      organization: 'Mekong Web',
      country: 'KH',
      address: { street: ['No. 5, Street 51'], city: 'Phnom Penh', stateProvince: null, postalCode: '120102', country: 'KH' },
    });
  });

  it('is the account when the order has no billing contact, or one without a city or a country code', () => {
    const account = { name: 'Demo Customer', email: 'demo@example.com', phone: '+85512000000' };
    expect(registrantOf(user, null)).toEqual(account);
    expect(registrantOf(user, { firstName: 'Dara', city: '', country: 'KH' })).toEqual(account);
    expect(registrantOf(user, { firstName: 'Dara', city: 'Phnom Penh', country: 'Cambodia' })).toEqual(account);
  });
});
