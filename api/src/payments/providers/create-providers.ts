import type { ProviderMethod } from '@storefront/contracts';
import type { AppConfig } from '../../config';
import { transferProvider } from './bank-transfer';
import type { PaymentProvider } from './payment-provider';
import { sandboxCardProvider } from './sandbox-card';
import { sandboxPaywayProvider } from './sandbox-payway';
import { sandboxWalletProvider } from './sandbox-wallet';

export type PaymentProviders = Record<ProviderMethod, PaymentProvider>;

const FACTORIES: Record<string, (config: AppConfig) => PaymentProviders> = {
  sandbox: (config) => ({
    card: sandboxCardProvider(),
    wallet: sandboxWalletProvider(),
    bankCard: sandboxPaywayProvider(),
    bankTransfer: transferProvider('bankTransfer', config.transferAccount),
    wireTransfer: transferProvider('wireTransfer', config.transferAccount),
  }),
};

/** The providers chosen by PAYMENT_PROVIDERS; an unknown name stops the start and lists the known ones. */
export function createPaymentProviders(config: AppConfig): PaymentProviders {
  const factory = FACTORIES[config.paymentProviders];
  if (!factory) throw new Error(`PAYMENT_PROVIDERS=${config.paymentProviders} is unknown; known: ${Object.keys(FACTORIES).join(', ')}`);
  return factory(config);
}
