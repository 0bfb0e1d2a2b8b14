import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { CHECK_TRANSACTION_HASH_FIELDS, PURCHASE_HASH_FIELDS, paywayHash, paywayHashMatches, paywayReqTime } from './hash';
import { paywayItems, paywayPaymentOption, purchaseFields, TRAN_ID_PATTERN, tranIdOf } from './purchase';

describe('PayWay hashes: base64 HMAC-SHA512 of the documented fields in their documented order', () => {
  const apiKey = 'test-api-key';
  const sessionId = '0f8c1e2a-9b7d-4c3e-8a1f-2b3c4d5e6f70';
  const input = {
    merchantId: 'ec000002',
    apiKey,
    reqTime: '20261202141233',
    tranId: tranIdOf(sessionId),
    kind: 'order' as const,
    charge: 1234,
    option: 'abapay_khqr' as const,
    returnUrl: 'https://shop.example.com/api/payment/callback/bankCard',
    cancelUrl: `https://shop.example.com/checkout-basket?sessionId=${sessionId}`,
    continueSuccessUrl: `https://shop.example.com/payment/success?sessionId=${sessionId}`,
  };
  const items = 'W3sibmFtZSI6IlN0b3JlZnJvbnQgb3JkZXIiLCJxdWFudGl0eSI6MSwicHJpY2UiOjEyLjM0fV0=';

  it('the purchase hash: a fixed vector (computed with openssl) and the concatenation written out by hand', () => {
    const fields = purchaseFields(input);
    // req_time + merchant_id + tran_id + amount + items + shipping("") + firstname("") + lastname("") + email("") +
    // phone("") + type + payment_option + return_url + cancel_url + continue_success_url + return_deeplink("") +
    // currency + custom_fields("") + return_params("") + payout("") + lifetime("") + additional_params("") +
    // google_pay_token("") + skip_success_page("")
    const byHand = `20261202141233ec0000020f8c1e2a9b7d4c3e8a1f12.34${items}purchaseabapay_khqr${input.returnUrl}${input.cancelUrl}${input.continueSuccessUrl}USD`;
    // printf '%s' "$byHand" | openssl dgst -sha512 -hmac test-api-key -binary | base64
    const vector = 'fHea6ihe0IKlq+5RzisnTPQpI+fI/3Z/6fmGmLhg/6EWAs9GPIxj1tYc84Qqo0tfmhF8F59PGuQ0SYIKxIzV5A==';
    expect(createHmac('sha512', apiKey).update(byHand).digest('base64')).toBe(vector);
    expect(fields.hash).toBe(vector);
    expect(fields.items).toBe(items);
    expect(Buffer.from(items, 'base64').toString()).toBe('[{"name":"Storefront order","quantity":1,"price":12.34}]');
    expect(paywayHashMatches(apiKey, PURCHASE_HASH_FIELDS, fields, vector)).toBe(true);
    expect(paywayHashMatches('another-key', PURCHASE_HASH_FIELDS, fields, vector)).toBe(false);
  });

  it('sends the fields in the documented order, the hash last, and only those with a value', () => {
    expect(Object.keys(purchaseFields(input))).toEqual(['req_time', 'merchant_id', 'tran_id', 'amount', 'items', 'type', 'payment_option', 'return_url', 'cancel_url', 'continue_success_url', 'currency', 'hash']);
    expect(purchaseFields(input)).toMatchObject({ amount: '12.34', currency: 'USD', type: 'purchase', tran_id: '0f8c1e2a9b7d4c3e8a1f' });
  });

  it('the check-transaction hash: req_time + merchant_id + tran_id (a fixed vector computed with openssl)', () => {
    const fields = { req_time: '20261202141233', merchant_id: 'ec000002', tran_id: '0f8c1e2a9b7d4c3e8a1f' };
    expect(paywayHash(apiKey, CHECK_TRANSACTION_HASH_FIELDS, fields)).toBe('sVnDLaIHUdjBd0Ntl8QqvxKKf89gkcydcZbh+X//nK0gJdtE+asUGjGL1+jo+jzMPxz0UAKtoXhNJCGDGCu7Gw==');
  });

  it('req_time is UTC as yyyyMMddHHmmss', () => {
    expect(paywayReqTime(new Date('2026-12-02T14:12:33.987Z'))).toBe('20261202141233');
    expect(paywayReqTime(new Date('2026-01-05T03:04:05+07:00'))).toBe('20260104200405');
  });
});

describe('PayWay purchase fields', () => {
  it('a tran_id of 20 characters from the session id, within PayWay\'s limit', () => {
    const tranId = tranIdOf('0f8c1e2a-9b7d-4c3e-8a1f-2b3c4d5e6f70');
    expect(tranId).toBe('0f8c1e2a9b7d4c3e8a1f');
    expect(TRAN_ID_PATTERN.test(tranId)).toBe(true);
  });

  it('maps our options to PayWay\'s payment_option', () => {
    expect(paywayPaymentOption('cards')).toBe('cards');
    expect(paywayPaymentOption('abapay')).toBe('abapay_khqr');
    expect(paywayPaymentOption(null)).toBe('abapay_khqr');
  });

  it('items name what is paid, priced as a JSON number written from the decimal string', () => {
    expect(JSON.parse(Buffer.from(paywayItems('topUp', 1_000_005), 'base64').toString())).toEqual([{ name: 'Storefront balance top-up', quantity: 1, price: 10000.05 }]);
    expect(Buffer.from(paywayItems('bulk', Number.MAX_SAFE_INTEGER), 'base64').toString()).toBe('[{"name":"Storefront invoices","quantity":1,"price":90071992547409.91}]');
  });
});
