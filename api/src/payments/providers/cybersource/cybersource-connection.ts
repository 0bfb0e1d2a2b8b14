import type { CybersourceEndpoint } from './endpoint';
import type * as Sdk from './sdk';

/**
 * The one way the card adapter (cybersource-provider.ts) and its vault (cybersource-vault.ts) reach CyberSource:
 * the official SDK, loaded the first time CyberSource is called (a storefront or a test without CyberSource never
 * loads it), and `asked`, a call whose failure — CyberSource down, slow, or refusing the storefront — is
 * PAYMENT_PROCESSOR_ERROR with CyberSource's code.
 */
export function cybersourceConnection(options: CybersourceEndpoint) {
  let loaded: Promise<typeof Sdk & { api: Sdk.CybersourceApi }> | undefined;
  const sdk = () => (loaded ??= import('./sdk').then((module) => ({ ...module, api: module.cybersourceApi(options) })));
  async function asked<T>(work: (api: Sdk.CybersourceApi) => Promise<T>): Promise<T> {
    const { api, cybersourceFailure, processorError } = await sdk();
    try {
      return await work(api);
    } catch (error) {
      throw processorError(cybersourceFailure(error));
    }
  }
  return { sdk, asked };
}

export type CybersourceConnection = ReturnType<typeof cybersourceConnection>;

type Body = Record<string, unknown>;

/** The object at `key` of an answer (an empty one when absent): CyberSource's bodies are read field by field, never trusted whole. */
export const objectAt = (value: unknown, key: string): Body => {
  const inner = value && typeof value === 'object' ? (value as Body)[key] : undefined;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Body) : {};
};

/** The non-empty text at `key` of an answer. */
export const textAt = (value: unknown, key: string): string | undefined => {
  const inner = value && typeof value === 'object' ? (value as Body)[key] : undefined;
  return typeof inner === 'string' && inner.length > 0 ? inner : undefined;
};

/** A JWT's payload (a capture context, a transient token: CyberSource's own, over its signed channel or the customer's browser). */
export function jwtPayload(jwt: string): Body {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Body;
  } catch {
    return {};
  }
}
