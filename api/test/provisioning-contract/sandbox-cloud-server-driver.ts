import { createHash } from 'node:crypto';
import { ProvisioningError, type Provisioner } from '../../src/provisioning/provisioner';
import { SandboxProvisioner } from '../../src/provisioning/sandbox-provisioner';
import type { CloudServerDriver } from './cloud-server-kit';

/**
 * The sandbox control panel (api/src/provisioning/sandbox-provisioner.ts) as a party of the cloud-server contract
 * kit. It has no network, so the network's failures are made around it: a lost answer is a create made and its
 * answer thrown away, a dropped connection a call refused before it is made, the party down every call refused —
 * each as the retryable ProvisioningError a real party's adapter raises.
 */
export function sandboxCloudServerDriver(): CloudServerDriver {
  const faults = { lose: null as 'create' | 'destroy' | null, drop: false, down: false };
  let sandbox: SandboxProvisioner;
  // The sandbox's own external id of a service (sandbox-provisioner.ts externalIdOf).
  const externalIdOf = (serviceId: string) => `sbx-${createHash('sha256').update(serviceId).digest('hex').slice(0, 16)}`;
  const stateOf = async (externalId: string, db: Parameters<CloudServerDriver['serversOf']>[1]) => {
    const row = await db.db.selectFrom('provisioning_sandbox').select('state').where('external_id', '=', externalId).executeTakeFirst();
    return row ? (row.state as unknown as { destroyed?: boolean; suspended?: boolean; status: { externalId: string }; usedGb?: number }) : null;
  };
  return {
    name: 'sandbox',
    externalIdPattern: /^sbx-[0-9a-f]{16}$/,
    async start() {
      sandbox = new SandboxProvisioner({ clock: { now: () => new Date() } as never, panelUrl: 'https://panel.sandbox.storefront.example' });
      const provisioner = new Proxy(sandbox, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            if (faults.down) throw new ProvisioningError('The control panel is unavailable (sandbox: down)');
            if (faults.drop) {
              faults.drop = false;
              throw new ProvisioningError('The connection to the control panel dropped (sandbox)');
            }
            const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (faults.lose === property) {
              faults.lose = null;
              throw new ProvisioningError('The control panel did not answer (sandbox: the answer was lost)');
            }
            return result;
          };
        },
      }) as Provisioner;
      return { provisioner, close: async () => {} };
    },
    reset() {
      Object.assign(faults, { lose: null, drop: false, down: false });
    },
    async serversOf(serviceId, db) {
      const state = await stateOf(externalIdOf(serviceId), db);
      return state && state.status.externalId && !state.destroyed ? 1 : 0;
    },
    async powerOf(externalId, db) {
      const state = await stateOf(externalId, db);
      if (!state || state.destroyed) return 'gone';
      return state.suspended ? 'stopped' : 'running';
    },
    fillDisk: (externalId, gb, db) => sandbox.fillDisk(externalId, gb, db.db),
    loseNextAnswer: (of = 'build') => void (faults.lose = of === 'build' ? 'create' : 'destroy'),
    dropNextConnection: () => void (faults.drop = true),
    down: () => void (faults.down = true),
    up: () => void (faults.down = false),
  };
}
