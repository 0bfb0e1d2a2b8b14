/**
 * @jest-environment node
 */
import { createLinter } from './lint-fixture';

jest.setTimeout(60_000);

const problemsOf = createLinter(undefined, undefined, new Set(['storefront-providers/no-optional-capability', 'storefront-providers/no-call-on-trust']));
const messagesOf = async (file: string, code: string) => (await problemsOf(file, code)).map((p) => p.message);

const optional = (name: string) => new RegExp(`^A provider's capability is a type, not an optional method \\(${name}\\?\\): declare the kind of provider that has it, with ${name} required`);
const trust = (name: string) => new RegExp(`^Do not call ${name}!\\(…\\) on trust: .*CapturingProvider for capture.* or narrow by its \`kind\` first\\.$`);

/** Issue 29 item 5: what a provider can do is said by its type. */
describe('capabilities are types', () => {
  it('refuses an optional method in an external party\'s interface, as a method or as a function-typed property', async () => {
    const provider = (member: string) => `export interface PaymentProvider {\n  readonly identifier: string;\n  ${member}\n}\n`;
    expect(await messagesOf('api/src/payments/providers/payment-provider.ts', provider('capture?(session: { id: string }): Promise<void>;'))).toEqual([expect.stringMatching(optional('capture'))]);
    expect(await messagesOf('api/src/payments/providers/payment-provider.ts', provider('capture?: (session: { id: string }) => Promise<void>;'))).toEqual([expect.stringMatching(optional('capture'))]);
    expect(await messagesOf('api/src/registry/domain-registry.ts', provider('transferStatus?(domain: string): Promise<string>;'))).toEqual([expect.stringMatching(optional('transferStatus'))]);
    expect(await messagesOf('api/src/sms/sms-provider.ts', `export type SmsProvider = { send(message: string): Promise<void>; status?(id: string): Promise<string> };\n`)).toEqual([expect.stringMatching(optional('status'))]);
    expect(await messagesOf('api/src/provisioning/provisioner.ts', provider('usage?(externalId: string): Promise<number>;'))).toEqual([expect.stringMatching(optional('usage'))]);
  });

  it('allows required capabilities on kinds of their own, and optional data (not methods)', async () => {
    const kinds = `export interface CallbackProvider { readonly kind: 'callback'; verifyCallback(body: string): boolean }
export interface CapturingProvider { readonly kind: 'capture'; capture(id: string): Promise<void> }
export interface ProvisionRequest { os?: string | null; names?: string[]; fetch?: typeof fetch }
export type PaymentProvider = CallbackProvider | CapturingProvider;\n`;
    expect(await messagesOf('api/src/payments/providers/payment-provider.ts', kinds)).toEqual([]);
  });

  it('leaves interfaces elsewhere alone (an options bag may have an optional callback)', async () => {
    expect(await messagesOf('api/src/catalogue/options.ts', 'export interface Options { onChange?(value: string): void }\n')).toEqual([]);
  });

  it('refuses calling a method on trust anywhere in the api, and allows it after narrowing', async () => {
    const call = (body: string) => `import type { PaymentProvider } from '../payments/providers/payment-provider';
export async function pay(wallet: PaymentProvider) {
  ${body}
}
`;
    expect(await messagesOf('api/src/top-up/pay.ts', call("return wallet.capture!({ id: 'x', charge: 1 }, {});"))).toEqual([expect.stringMatching(trust('capture'))]);
    // In a provider's own file, the optional member it casts to is refused as well.
    expect(await messagesOf('api/src/payments/providers/pay.ts', call("return (wallet as { capture?: () => void }).capture!();"))).toEqual([expect.stringMatching(trust('capture')), expect.stringMatching(optional('capture'))]);
    expect(await messagesOf('api/src/top-up/pay.ts', call("if (wallet.kind === 'capture') return wallet.capture({ id: 'x', charge: 1 }, {});"))).toEqual([]);
  });
});
