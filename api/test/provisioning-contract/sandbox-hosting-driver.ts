import { systemClock } from '../../src/clock';
import type { Db } from '../../src/db/connect';
import { SandboxProvisioner } from '../../src/provisioning/sandbox-provisioner';
import type { HostingDriver } from './hosting-kit';

/** The sandbox provisioner (api/src/provisioning/sandbox-provisioner.ts) as a party of the hosting contract kit: its own records are its panel. */
export function sandboxHostingDriver(): HostingDriver {
  let sandbox: SandboxProvisioner | undefined;
  const party = () => sandbox as SandboxProvisioner;
  return {
    name: 'the sandbox provisioner',
    externalIdPrefix: 'sbx-',
    start: async () => {
      sandbox = new SandboxProvisioner({ clock: systemClock, panelUrl: 'https://panel.sandbox.storefront.example' });
      return { provisioner: sandbox, close: async () => undefined };
    },
    reset: () => party().failNextCreates(0),
    accountsFor: async (domain: string, db: Db) => {
      const rows = await db.db.selectFrom('provisioning_sandbox').select('state').execute();
      return rows
        .map((row) => row.state as unknown as { request: { name: string }; status: { externalId: string }; destroyed?: boolean })
        .filter((state) => state.request.name === domain && state.status.externalId && !state.destroyed).length;
    },
    planOf: (externalId: string, db: Db) => party().planOf(externalId, db.db),
    // The sandbox never loses an answer: the storefront throws this one away, as if it had.
    loseCreateAnswer: async (create) => {
      await create();
    },
    down: () => party().failNextCreates(Number.MAX_SAFE_INTEGER),
    up: () => party().failNextCreates(0),
  };
}
