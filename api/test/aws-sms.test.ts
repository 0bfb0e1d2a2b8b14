import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, productSchema } from '@storefront/contracts';
import { z } from 'zod';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const guest = () => new Client(t.app, randomUUID());
const AWS = { type: 'aws', product: 'aws-account', company: 'Angkor Foods', contactEmail: 'it@angkor-foods.example', monthlySpend: '1k-10k', region: 'ap-southeast-7' };

describe('AWS partner and SMS products', () => {
  it('lists each kind under its category, in English and Khmer', async () => {
    for (const [type, category, count] of [['aws', 'AWS', 1], ['sms-brand-name', 'SMS_BRAND_NAME', 1], ['sms-service', 'SMS_SERVICE', 3]] as const) {
      const list = z.array(productSchema).parse((await guest().get(`/api/products?type=${type}`)).json());
      expect(list).toHaveLength(count);
      expect(list.every((p) => p.category === category)).toBe(true);
      const km = z.array(productSchema).parse((await guest().request({ method: 'GET', url: `/api/products?type=${type}`, headers: { 'x-locale': 'km' } })).json());
      expect(km[0]!.features.every((f) => /[\u1780-\u17FF]/.test(f))).toBe(true);
    }
  });

  it('prices an AWS account request, a brand name per operator and SMS packages by quantity, in cents', async () => {
    const client = guest();
    const cart = cartSchema.parse(
      (
        await client.send('PUT', '/api/cart/items', {
          items: [AWS, { type: 'sms-brand-name', product: 'sms-brand-name', brandName: 'AngkorFood', operators: ['smart', 'metfone'] }, { type: 'sms-service', product: 'sms-5000', quantity: 3, brandName: 'AngkorFood' }],
        })
      ).json(),
    );
    expect(cart.items.map((item) => [item.type, item.category, item.unitPrice, item.amount])).toEqual([
      ['aws', 'AWS', 4900, 4900],
      ['sms-brand-name', 'SMS_BRAND_NAME', 3000, 6000],
      ['sms-service', 'SMS_SERVICE', 11000, 33000],
    ]);
    expect(cart.items[0]!.data).toMatchObject({ company: 'Angkor Foods', region: 'ap-southeast-7' });
    expect(cart.subtotal).toBe(4900 + 6000 + 33000);
    // The same sender name again changes its line rather than adding one.
    const again = cartSchema.parse((await client.send('PUT', '/api/cart/items', { items: [{ type: 'sms-brand-name', product: 'sms-brand-name', brandName: 'angkorfood', operators: ['cellcard'] }] })).json());
    expect(again.items.filter((item) => item.type === 'sms-brand-name').map((item) => item.amount)).toEqual([3000]);
  });

  it('takes AWS_ACCOUNT_DISCOUNT off the AWS account request only', async () => {
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    await customer.send('PUT', '/api/cart/items', { items: [AWS, { type: 'sms-service', product: 'sms-1000', quantity: 1, brandName: 'AngkorFood' }] });
    const cart = cartSchema.parse((await customer.send('PUT', '/api/cart/voucher', { code: 'AWS_ACCOUNT_DISCOUNT' })).json());
    expect(cart.voucher?.code).toBe('AWS_ACCOUNT_DISCOUNT');
    expect(cart.discount).toBe(2000);
    expect(cart.total).toBe(cart.subtotal - 2000);
    for (const item of cart.items) await customer.send('DELETE', '/api/cart/items', { key: item.key });
    await customer.send('PUT', '/api/cart/items', { items: [{ type: 'sms-service', product: 'sms-1000', quantity: 1, brandName: 'AngkorFood' }] });
    expect((await customer.send('PUT', '/api/cart/voucher', { code: 'AWS_ACCOUNT_DISCOUNT' })).statusCode).toBe(400);
  });

  it('refuses invalid forms with 400 and the rule\'s words', async () => {
    const cases: [unknown, string][] = [
      [{ ...AWS, company: ' ' }, 'Company name field is required'],
      [{ ...AWS, contactEmail: 'nope' }, 'Email is invalid'],
      [{ type: 'sms-brand-name', product: 'sms-brand-name', brandName: '1bad', operators: ['smart'] }, 'Brand name must be 3 to 11 letters, digits or spaces, starting with a letter'],
      [{ type: 'sms-brand-name', product: 'sms-brand-name', brandName: 'Good', operators: [] }, 'Please choose at least one operator'],
      [{ type: 'sms-service', product: 'sms-5000', quantity: 11 }, 'Quantity must be from 1 to 10'],
      [{ type: 'sms-service', product: 'sms-999' }, 'Unknown product'],
    ];
    for (const [item, message] of cases) {
      const response = await guest().send('PUT', '/api/cart/items', { items: [item] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message });
    }
  });
});
