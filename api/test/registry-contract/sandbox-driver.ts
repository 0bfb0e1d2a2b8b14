import { ManualClock } from '../../src/clock';
import { externalName } from '../../src/registry/sandbox-names';
import { SandboxRegistry } from '../../src/registry/sandbox-registry';
import { openTestDb } from '../helpers/db';
import type { RegistryDriver } from './kit';

/**
 * The sandbox registry (src/registry/sandbox-registry.ts) as a party of the contract kit: names held elsewhere are
 * decided by a hash (sandbox-names.ts), so the driver picks names of the kind a case needs by asking that rule;
 * its state is a table of the test database (PGlite, or a fresh PostgreSQL schema with DATABASE_URL).
 */
export function sandboxDriver(): RegistryDriver {
  let registry: SandboxRegistry | undefined;
  const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  let seq = 0;
  const next = (test: (domain: string) => boolean): string => {
    for (;;) {
      const domain = `contract-${run}-${(seq += 1)}.com`;
      if (test(domain)) return domain;
    }
  };
  return {
    name: 'Sandbox registry',
    start: async () => {
      const database = await openTestDb();
      const clock = new ManualClock('2026-11-24T09:00:00Z');
      registry = SandboxRegistry.create({ registrySandboxSecret: 'contract-secret' }, { db: database.db, clock });
      return { registry, clock, close: () => database.close() };
    },
    availableName: () => next((domain) => externalName(domain).kind === 'available'),
    heldElsewhere: () => {
      const domain = next((candidate) => {
        const name = externalName(candidate);
        return name.kind === 'taken' && !name.locked && name.recentDays === null;
      });
      return { domain, authCode: (registry as SandboxRegistry).authCodeFor(domain) };
    },
    network: null,
  };
}
