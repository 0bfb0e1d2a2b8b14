import type { BulkPayment, CartPromoCredit, CheckoutOrder, Contact, PaymentSession, TopUp } from '@storefront/contracts';
import { apiClient, createStore, fetchCurrentUser } from '@storefront/platform';
import { customerUser } from '@storefront/testing';

export const ORDER_ID = '0b7c6a36-5a0e-4a43-9c39-6f1f3b7a0001';
export const SESSION_ID = '5d1f7c8e-2b2f-4c55-8a77-3e1d5c9a0002';
export const TOP_UP_ID = '7e2a8b9c-1d3e-4f5a-9b6c-2d4e6f8a0003';
export const BULK_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0004';

/** A store whose visitor is signed in (the guards let the customer through). */
export function signedInStore() {
  const store = createStore();
  store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'test', undefined));
  return store;
}

export const contact = (over: Partial<Contact> = {}): Contact => ({
  id: 'c0a80001-0000-4000-8000-000000000001',
  firstName: 'Sokha',
  lastName: 'Chan',
  organization: null,
  identityNumber: null,
  phoneNumber: '+85512345678',
  email: 'sokha@example.com',
  address1: '12 Street 240',
  address2: null,
  stateProvince: null,
  postalCode: '12207',
  city: 'Phnom Penh',
  country: 'KH',
  isDefault: true,
  shared: false,
  ownerName: 'Sokha Chan',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const order = (over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  orderId: ORDER_ID,
  status: 'open',
  items: [{ id: 'i1', type: 'domain', category: 'DOMAIN', title: 'mybrand.com', description: 'Domain registration', period: 1, periodUnit: 'year', unitPrice: 1199, amount: 1199 }],
  subtotal: 5000,
  discount: 0,
  vatPercent: 10,
  vat: 500,
  total: 5500,
  cartUpdatedAt: '2026-11-23T10:00:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  paidAt: null,
  billingTo: contact(),
  voucherCode: null,
  paymentMethod: null,
  promoCredit: 0,
  ...over,
});

export const promoCredit = (over: Partial<CartPromoCredit> = {}): CartPromoCredit => ({ available: 1500, applied: 0, use: false, blockedBy: null, ...over });

export const session = (over: Partial<PaymentSession> = {}): PaymentSession => ({
  sessionId: SESSION_ID,
  kind: 'order',
  id: ORDER_ID,
  method: 'card',
  status: 'requiresAction',
  amount: 5500,
  fee: 0,
  charge: 5500,
  redirectUrl: 'https://sandbox-pay.example/hosted/abc',
  expiresAt: null,
  instructions: null,
  failure: null,
  invoiceIds: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

export const INSTRUCTIONS = { bankName: 'ACLEDA Bank', accountName: 'Storefront Co., Ltd.', accountNumber: '0001-22334455', swiftCode: 'ACLBKHPP', reference: 'SF-7Q2K', amount: 5500 };

export const topUp = (over: Partial<TopUp> = {}): TopUp => ({
  topUpId: TOP_UP_ID,
  total: 2500,
  fee: 75,
  charge: 2575,
  paymentOption: 'card',
  status: 'open',
  createdAt: '2026-11-23T10:00:00.000Z',
  paidAt: null,
  balance: null,
  session: null,
  ...over,
});

export const bulk = (over: Partial<BulkPayment> = {}): BulkPayment => ({
  bulkPaymentId: BULK_ID,
  invoiceIds: ['inv-1', 'inv-2'],
  total: 3000,
  status: 'open',
  createdAt: '2026-11-23T10:00:00.000Z',
  paidAt: null,
  session: null,
  ...over,
});

/** Records the headers of every api call (fakeApi records method, url and body). */
export function recordHeaders() {
  const seen: { url: string; headers: Record<string, unknown> }[] = [];
  const id = apiClient.interceptors.request.use((config) => {
    seen.push({ url: config.url ?? '', headers: { ...config.headers.toJSON() } });
    return config;
  });
  return { seen, stop: () => apiClient.interceptors.request.eject(id) };
}
