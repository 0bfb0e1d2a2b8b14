import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ApiError } from '@paypal/paypal-server-sdk';
import { AxiosError } from 'axios';
import { approvalUrl, captureOf, createOrderRequest } from './orders';
import { paypalFailure } from './paypal-errors';
import { readEvent, webhookSignature } from './webhooks';

const apiError = (status: number, body: unknown) =>
  new ApiError({ request: { method: 'POST', url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders' }, response: { statusCode: status, headers: {}, body: JSON.stringify(body) } } as never, 'refused');

describe('PayPal orders', () => {
  it('creates one purchase unit: what is paid, this attempt, the charge as a two-decimal string in USD', () => {
    const request = createOrderRequest({ sessionId: 's-1', kind: 'topUp', referenceId: 't-1', charge: 2575, returnUrl: 'https://shop.example/r', cancelUrl: 'https://shop.example/c' });
    expect(request.purchaseUnits).toEqual([{ referenceId: 't-1', customId: 's-1', invoiceId: 's-1', description: 'Storefront balance top-up', amount: { currencyCode: 'USD', value: '25.75' } }]);
    expect(request.paymentSource?.paypal?.experienceContext).toMatchObject({ returnUrl: 'https://shop.example/r', cancelUrl: 'https://shop.example/c', userAction: 'PAY_NOW', shippingPreference: 'NO_SHIPPING' });
  });

  it('sends the customer to the payer-action link (approve for an older order), never to another scheme', () => {
    expect(approvalUrl({ links: [{ href: 'https://x/self', rel: 'self' }, { href: 'https://www.sandbox.paypal.com/checkoutnow?token=1', rel: 'payer-action' }] })).toBe('https://www.sandbox.paypal.com/checkoutnow?token=1');
    expect(approvalUrl({ links: [{ href: 'https://www.paypal.com/checkoutnow?token=2', rel: 'approve' }] })).toBe('https://www.paypal.com/checkoutnow?token=2');
    expect(approvalUrl({ links: [{ href: 'javascript:alert(1)', rel: 'payer-action' }] })).toBeNull();
    expect(approvalUrl({})).toBeNull();
  });

  it('reads the capture: completed with its cents, pending with its reason, declined or failed as final, anything else refused', () => {
    const order = (status: string, value = '12.30') => ({ purchaseUnits: [{ payments: { captures: [{ id: 'C1', status, amount: { currencyCode: 'USD', value }, statusDetails: { reason: 'ECHECK' } }] } }] }) as never;
    expect(captureOf(order('COMPLETED'))).toEqual({ status: 'captured', transactionId: 'C1', amount: 1230, currency: 'USD' });
    expect(captureOf(order('PENDING'))).toEqual({ status: 'pending', transactionId: 'C1', reason: 'ECHECK' });
    expect(captureOf(order('DECLINED'))).toEqual({ status: 'declined', code: 'PAYPAL_ERROR', transactionId: 'C1', reason: 'DECLINED' });
    expect(captureOf(order('FAILED'))).toMatchObject({ status: 'declined', reason: 'FAILED' });
    expect(captureOf(order('COMPLETED', '12.345'))).toMatchObject({ status: 'refused' });
    expect(captureOf({ status: 'APPROVED' } as never)).toMatchObject({ status: 'refused' });
  });
});

describe('PayPal failures', () => {
  it("names PayPal's issue, else its error name, else OAuth's error; down and slow by what happened", () => {
    expect(paypalFailure(apiError(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }))).toEqual({ status: 422, code: 'PAYPAL_ORDER_NOT_APPROVED', issue: 'ORDER_NOT_APPROVED' });
    expect(paypalFailure(apiError(500, { name: 'INTERNAL_SERVER_ERROR' }))).toMatchObject({ status: 500, code: 'PAYPAL_INTERNAL_SERVER_ERROR', issue: null });
    expect(paypalFailure(apiError(401, { error: 'invalid_client' }))).toMatchObject({ code: 'PAYPAL_INVALID_CLIENT' });
    expect(paypalFailure(apiError(503, 'not json'))).toMatchObject({ code: 'PAYPAL_HTTP_503' });
    expect(paypalFailure(new AxiosError('timeout', 'ECONNABORTED'))).toEqual({ status: null, code: 'PAYPAL_TIMEOUT', issue: null });
    expect(paypalFailure(new Error('ECONNREFUSED'))).toEqual({ status: null, code: 'PAYPAL_UNREACHABLE', issue: null });
  });
});

describe('PayPal webhook deliveries', () => {
  const headers = {
    'paypal-transmission-id': 'id',
    'paypal-transmission-time': '2026-12-02T10:00:00Z',
    'paypal-transmission-sig': 'c2ln',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-auth-algo': 'SHA256withRSA',
  };

  it('takes the five signature headers, each one line, or none', () => {
    expect(webhookSignature(headers)).toEqual({ transmission_id: 'id', transmission_time: '2026-12-02T10:00:00Z', transmission_sig: 'c2ln', cert_url: headers['paypal-cert-url'], auth_algo: 'SHA256withRSA' });
    expect(webhookSignature({ ...headers, 'paypal-auth-algo': undefined })).toBeNull();
    expect(webhookSignature({ ...headers, 'paypal-transmission-sig': 'a\r\nb' })).toBeNull();
    expect(webhookSignature({ ...headers, 'paypal-transmission-id': ['a', 'b'] })).toBeNull();
  });

  it('reads a capture event with the order it captured, another event by its envelope, and says what is wrong', () => {
    const capture = { id: 'C1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '1.00' }, supplementary_data: { related_ids: { order_id: 'O1' } } };
    expect(readEvent({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: capture })).toMatchObject({ ok: true, capture: { id: 'C1' } });
    expect(readEvent({ id: 'WH-2', event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} })).toMatchObject({ ok: true, capture: null });
    expect(readEvent({ id: 'WH-3', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { ...capture, supplementary_data: {} } })).toMatchObject({ ok: false, path: 'resource.supplementary_data.related_ids' });
    expect(readEvent({ event_type: 'X', resource: {} })).toMatchObject({ ok: false, path: 'id' });
    expect(readEvent([])).toMatchObject({ ok: false });
  });
});
