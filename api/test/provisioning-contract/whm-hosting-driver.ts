import { expect } from 'expect';
import { ProvisioningError } from '../../src/provisioning/provisioner';
import { WhmProvisioner } from '../../src/provisioning/whm/whm-provisioner';
import type { WhmConfig } from '../../src/provisioning/whm/whm-config';
import { startWhmFake, type WhmFake } from '../fakes/whm-fake';
import type { HostingDriver } from './hosting-kit';

/** The storefront's plans and the WHM packages the fake server has for them (WHM_PACKAGES). */
export const KIT_PACKAGES: Record<string, string> = {
  'sh-basic': 'sf_shared_basic',
  'sh-business': 'sf_shared_business',
  'ch-basic': 'sf_cloud_basic',
  'wp-basic': 'sf_wp_basic',
};

export const whmConfigFor = (fake: WhmFake, overrides: Partial<WhmConfig> = {}): WhmConfig => ({
  baseUrl: fake.baseUrl,
  username: fake.username,
  apiToken: fake.token,
  packages: KIT_PACKAGES,
  ca: fake.ca,
  timeoutMs: 1_000,
  ssh: { host: fake.ssh.host, port: fake.ssh.port, username: 'root', privateKey: fake.ssh.clientPrivateKey, hostKeyFingerprint: fake.ssh.hostKeyFingerprint, timeoutMs: 5_000 },
  ...overrides,
});

/** A WordPress install looked at every 10 ms, three times, before a create leaves it to a retry. */
export const QUICK_WORDPRESS = { pollMs: 10, looks: 3 } as const;

/**
 * cPanel & WHM (api/src/provisioning/whm/, WHM API 1) as a party of the hosting contract kit, against its local
 * fake (test/fakes/whm-fake.ts) over TLS, the adapter trusting the fake's certificate as WHM_CA.
 */
export function whmHostingDriver(): HostingDriver & { fake(): WhmFake } {
  let whm: WhmFake | undefined;
  const party = () => whm as WhmFake;
  return {
    name: 'cPanel & WHM (WHM API 1)',
    externalIdPrefix: 'whm:',
    fake: party,
    start: async () => {
      whm = await startWhmFake({ tls: true, packages: ['default', ...Object.values(KIT_PACKAGES)] });
      return { provisioner: new WhmProvisioner(whmConfigFor(whm), QUICK_WORDPRESS), close: () => party().close() };
    },
    reset: () => party().reset(),
    accountsFor: async (domain: string) => [...party().accounts.values()].filter((account) => account.domain === domain).length,
    planOf: async (externalId: string) => {
      const pkg = party().accounts.get(externalId.replace(/^whm:/, ''))?.plan;
      return Object.keys(KIT_PACKAGES).find((key) => KIT_PACKAGES[key] === pkg) ?? null;
    },
    loseCreateAnswer: async (create) => {
      party().loseNextAnswerOf('createacct');
      const lost = await create().then(
        () => null,
        (error: unknown) => ({ provisioning: error instanceof ProvisioningError, retryable: (error as ProvisioningError).retryable }),
      );
      expect(lost).toEqual({ provisioning: true, retryable: true });
      expect(party().callsOf('createacct').at(-1)?.result).toBe(1);
    },
    down: () => {
      party().mode = 'down';
    },
    up: () => {
      party().mode = 'up';
    },
  };
}
