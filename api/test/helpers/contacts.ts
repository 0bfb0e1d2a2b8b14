import { expect } from 'expect';
import type { Client } from './app';

export const SAMPLE_CONTACT = {
  firstName: 'Sokha',
  lastName: 'Chan',
  organization: 'Mekong Web Co., Ltd.',
  identityNumber: 'K001-901234567',
  phoneNumber: '+855 12 345 678',
  email: 'billing@mekongweb.example',
  address1: 'No. 41, Street 310, Sangkat Boeung Keng Kang 1',
  address2: 'Floor 3',
  stateProvince: 'Phnom Penh',
  postalCode: '120101',
  city: 'Phnom Penh',
  country: 'KH',
};

/** Saves SAMPLE_CONTACT as one of the client's contacts; answers its id. */
async function saveSampleContact(client: Client): Promise<string> {
  const created = await client.send('PUT', '/api/user/addresses', SAMPLE_CONTACT);
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

/** Gives the client's order billing info: their first contact (saved if they have none), chosen by save-address. */
export async function ensureBilling(client: Client, orderId: string): Promise<void> {
  const list = (await client.get('/api/user/addresses')).json() as { items: { id: string; shared: boolean }[] };
  const contactId = list.items.find((item) => !item.shared)?.id ?? (await saveSampleContact(client));
  const saved = await client.send('POST', '/api/checkout/save-address', { orderId, contactId });
  expect(saved.statusCode).toBe(200);
}
