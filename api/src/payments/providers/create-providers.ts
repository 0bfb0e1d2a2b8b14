import type { ProviderMethod } from '@storefront/contracts';
import type { AppConfig } from '../../config';
import { transferProvider } from './bank-transfer';
import { receivesCallbacks, type CallbackProvider, type CallbackReceiver, type CapturingProvider, type HostedFieldsProvider, type ManualProvider, type PaymentProvider, type WebhookCapturingProvider } from './payment-provider';
import { cybersourceProvider } from './cybersource/cybersource-provider';
import { paypalProvider } from './paypal/paypal-provider';
import { paywayProvider } from './payway/payway-provider';
import { sandboxCardProvider } from './sandbox-card';
import { sandboxPaywayProvider } from './sandbox-payway';
import { sandboxWalletProvider } from './sandbox-wallet';

/**
 * One provider per method, each of the kind its method's flow has (spec §7): card and bank card / QR report by
 * callback, the wallet is captured, transfers are confirmed by staff. A caller that needs a capability takes that
 * kind (`captureWalletSession` takes a CapturingProvider), so no optional method is ever called on trust.
 */
export interface PaymentProviders {
  card: CallbackProvider<'card'> | HostedFieldsProvider<'card'>;
  bankCard: CallbackProvider<'bankCard'>;
  wallet: CapturingProvider<'wallet'> | WebhookCapturingProvider<'wallet'>;
  bankTransfer: ManualProvider<'bankTransfer'>;
  wireTransfer: ManualProvider<'wireTransfer'>;
}

/**
 * The sets of providers PAYMENT_PROVIDERS names, the sandbox among them like any other: each is built from the
 * config (its secrets included). A real party's set is added here beside it.
 */
/** What the providers are built from. */
export type ProvidersConfig = Pick<AppConfig, 'paymentProviders' | 'paymentCallbackSecret' | 'transferAccount'> & Partial<Pick<AppConfig, 'bankCardProvider' | 'payway' | 'walletProvider' | 'paypal' | 'cardProvider' | 'cybersource' | 'publicUrl'>>;

const PROVIDER_SETS: Record<string, (config: ProvidersConfig) => PaymentProviders> = {
  sandbox: (config) => ({
    card: sandboxCardProvider({ callbackSecret: config.paymentCallbackSecret }),
    bankCard: sandboxPaywayProvider({ callbackSecret: config.paymentCallbackSecret }),
    wallet: sandboxWalletProvider(),
    bankTransfer: transferProvider('bankTransfer', config.transferAccount),
    wireTransfer: transferProvider('wireTransfer', config.transferAccount),
  }),
};

/**
 * The providers chosen by PAYMENT_PROVIDERS, then a method's own real party where one is named
 * (PAYMENT_PROVIDER_BANK_CARD=payway: ABA PayWay for bank card / QR; PAYMENT_PROVIDER_WALLET=paypal: PayPal for the
 * wallet; PAYMENT_PROVIDER_CARD=cybersource: CyberSource for cards; the set's for the rest); an unknown name stops the start and lists the known ones.
 */
export function createPaymentProviders(config: ProvidersConfig): PaymentProviders {
  const factory = PROVIDER_SETS[config.paymentProviders];
  if (!factory) throw new Error(`PAYMENT_PROVIDERS=${config.paymentProviders} is unknown; known: ${Object.keys(PROVIDER_SETS).join(', ')}`);
  const providers = factory(config);
  if (config.bankCardProvider === 'payway') {
    if (!config.payway || !config.publicUrl) throw new Error('PAYMENT_PROVIDER_BANK_CARD=payway needs PAYWAY_MERCHANT_ID, PAYWAY_API_KEY and PUBLIC_URL');
    providers.bankCard = paywayProvider({ ...config.payway, publicUrl: config.publicUrl });
  }
  if (config.walletProvider === 'paypal') {
    if (!config.paypal || !config.publicUrl) throw new Error('PAYMENT_PROVIDER_WALLET=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID and PUBLIC_URL');
    providers.wallet = paypalProvider({ ...config.paypal, publicUrl: config.publicUrl });
  }
  if (config.cardProvider === 'cybersource') {
    if (!config.cybersource || !config.publicUrl) throw new Error('PAYMENT_PROVIDER_CARD=cybersource needs CYBERSOURCE_MERCHANT_ID, CYBERSOURCE_KEY_ID, CYBERSOURCE_SECRET_KEY and PUBLIC_URL');
    providers.card = cybersourceProvider({ ...config.cybersource, publicUrl: config.publicUrl });
  }
  return providers;
}

/** The provider of `method` when it takes callbacks (card, bank card / QR; the wallet when it is PayPal's, for its webhooks); undefined otherwise. */
export function callbackProviderOf(providers: PaymentProviders, method: ProviderMethod): CallbackReceiver | undefined {
  const provider: PaymentProvider = providers[method];
  return receivesCallbacks(provider) ? provider : undefined;
}
