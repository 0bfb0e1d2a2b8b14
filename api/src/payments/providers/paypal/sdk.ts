/**
 * Everything of the adapter that loads the official SDK (a third of a second per process): paypal-provider.ts imports
 * it the first time PayPal is called, so a storefront (or a test) without PayPal never loads it.
 */
export { approvalUrl, captureOf, createOrderRequest } from './orders';
export { gatewayError, paypalFailure } from './paypal-errors';
export { paypalApi } from './paypal-client';
