import { ManualClock } from '../../src/clock';
import type { EppConfig } from '../../src/registry/epp/epp-config';
import { EppRegistry } from '../../src/registry/epp/epp-registry';
import { startEppFake, type EppFake } from '../fakes/epp-fake';
import type { RegistryDriver } from './kit';

/**
 * The EPP registry adapter (src/registry/epp/) as a party of the contract kit, against the local EPP fake
 * (test/fakes/epp-fake.ts: TLS with a client certificate, RFC 5734 framing, every frame checked against the RFCs'
 * schemas). The fake runs on the kit's ManualClock, so a transfer's approval by the registry and a name's
 * redemption come when the test moves the clock.
 */
export const EPP_CLIENT_ID = 'storefront';
export const EPP_PASSWORD = 'epp-Test-pw1';

export function eppConfigOf(fake: EppFake, overrides: Partial<EppConfig> = {}): EppConfig {
  return { host: fake.host, port: fake.port, clientId: EPP_CLIENT_ID, password: EPP_PASSWORD, certPath: fake.files.cert, keyPath: fake.files.key, caPath: fake.files.ca, timeoutMs: 10_000, poolSize: 2, ...overrides };
}

const COMMAND = { register: 'domain:create', renew: 'domain:renew' } as const;

export function eppDriver(): RegistryDriver & { fake(): EppFake } {
  let fake: EppFake | undefined;
  const party = () => fake as EppFake;
  let seq = 0;
  const name = () => `contract-${(seq += 1)}.com`;
  return {
    name: 'EPP registry',
    fake: party,
    start: async () => {
      const clock = new ManualClock('2026-11-24T09:00:00Z');
      fake = await startEppFake({ clientId: EPP_CLIENT_ID, password: EPP_PASSWORD, now: () => clock.now() });
      const registry = new EppRegistry(eppConfigOf(fake), clock, { log: () => undefined, keepAliveMs: 60_000 });
      return {
        registry,
        clock,
        close: async () => {
          await registry.close();
          await party().close();
        },
      };
    },
    availableName: name,
    heldElsewhere: () => {
      const domain = party().seed(`held-${name()}`);
      return { domain: domain.name, authCode: domain.authInfo };
    },
    network: {
      loseAnswerTo: (change) => party().loseAnswerTo(COMMAND[change]),
      carriedOut: (change, domain) => party().count(COMMAND[change], domain),
      dropConnections: () => party().dropConnections(),
      down: () => {
        party().mode = 'down';
        party().dropConnections();
      },
      up: () => {
        party().mode = 'up';
      },
    },
  };
}
