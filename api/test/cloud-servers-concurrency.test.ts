import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, LIMITS } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';

/** PGlite is one connection: real concurrency can only be shown on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const skip = onPostgres ? false : 'race tests need PostgreSQL (set DATABASE_URL): PGlite runs one connection, so nothing races on it';

let t: TestApp;
before(async () => {
  if (onPostgres) t = await createTestApp({ dbPoolSize: 40 });
});
after(async () => {
  if (t) await t.close();
});

const server = (serverName: string, pkg = 'cs-baby-cloud-1') => ({ region: 'thailand', package: pkg, os: 'debian-11', serverName, months: 1 });

describe('the baby cloud limit under concurrent adds (PostgreSQL)', { skip }, () => {
  for (const who of ['a guest', 'a signed-in customer'] as const) {
    it(`${who}: 25 concurrent adds of a baby server leave at most ${LIMITS.activeBabyCloudServers} in the cart`, async () => {
      const client = new Client(t.app, who === 'a guest' ? randomUUID() : undefined);
      if (who !== 'a guest') await client.login(CUSTOMER.login, CUSTOMER.password);
      // The cart exists (a server that is not a baby one), then the adds race.
      expect((await client.send('PUT', '/api/cart/items/cloud-server', server('big', 'cs-premium-cloud-1'))).statusCode).toBe(200);
      const responses = await Promise.all(Array.from({ length: 25 }, (_, i) => client.send('PUT', '/api/cart/items/cloud-server', server(`baby-${i}`))));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.activeBabyCloudServers);
      for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json().code).toBe('BABY_CLOUD_LIMIT');
      const cart = cartSchema.parse((await client.get('/api/cart')).json());
      expect(cart.items.filter((item) => String(item.data.package).startsWith('cs-baby-cloud'))).toHaveLength(LIMITS.activeBabyCloudServers);
      expect((await client.get('/api/cloud-servers/baby-usage')).json()).toMatchObject({ inCart: 10, used: 10 });
    });
  }
});
