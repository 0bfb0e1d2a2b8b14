import { DOMAIN_MESSAGES, formatMessage } from '@storefront/contracts';
import { invalidField, type AppError } from '../errors';
import { RegistryError } from '../registry/domain-registry';
import { TRANSFER_BLOCKER_REASONS } from './domain-transfer';

/** A registry's refusal in the words the customer sees (DOMAIN_MESSAGES), as a BAD_REQUEST on the field at fault. */
export function registryRefusal(error: RegistryError): AppError {
  const name = error.domain;
  switch (error.reason) {
    case 'taken':
      return invalidField('domain', formatMessage(DOMAIN_MESSAGES.alreadyRegistered, { name }));
    case 'notSponsored':
      return invalidField('domain', formatMessage(DOMAIN_MESSAGES.notExisted, { name }));
    case 'notInRedemption':
      return invalidField('domain', formatMessage(DOMAIN_MESSAGES.notInRedemption, { name }));
    case 'authCodeIncorrect':
      return invalidField('authCode', DOMAIN_MESSAGES.authCodeIncorrect);
    default:
      return invalidField('domain', formatMessage(DOMAIN_MESSAGES.notTransferable, { name, reason: TRANSFER_BLOCKER_REASONS[error.reason] }));
  }
}

/** Runs a registry call, turning its refusals into AppErrors. */
export async function withRegistry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RegistryError) throw registryRefusal(error);
    throw error;
  }
}
