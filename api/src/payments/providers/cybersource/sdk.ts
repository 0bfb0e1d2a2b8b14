/**
 * Everything of the card adapter that loads the official SDK (cybersource-rest-client, tens of megabytes of
 * models): cybersource-provider.ts imports it the first time CyberSource is called, so a storefront (or a test)
 * without CyberSource never loads it.
 */
export { cybersourceApi, cybersourceFailure, processorError, type CybersourceApi } from './cybersource-client';
