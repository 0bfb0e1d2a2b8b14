import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Provisioner } from './provisioner';
import { SandboxProvisioner } from './sandbox-provisioner';

/** The provisioning adapter chosen by PROVISIONING_PROVIDER (only the sandbox exists until a real panel is contracted). */
export function createProvisioner(config: AppConfig, deps: { clock: Clock }): Provisioner {
  switch (config.provisioningProvider) {
    case SandboxProvisioner.identifier:
      return new SandboxProvisioner({ clock: deps.clock, panelUrl: config.provisioningPanelUrl });
    default:
      throw new Error(`PROVISIONING_PROVIDER "${config.provisioningProvider}" is not a known provisioning provider (known: sandbox)`);
  }
}
