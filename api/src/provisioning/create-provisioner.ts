import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Provisioner } from './provisioner';
import { ProxmoxProvisioner } from './proxmox/proxmox-provisioner';
import { routedProvisioner } from './routed-provisioner';
import { SandboxProvisioner } from './sandbox-provisioner';
import { WhmProvisioner } from './whm/whm-provisioner';

/** The default party, PROVISIONING_PROVIDER's: the sandbox's built-in panel and CA (what builds any kind no real party is named for). */
function defaultProvisioner(config: Pick<AppConfig, 'provisioningProvider' | 'provisioningPanelUrl'>, deps: { clock: Clock }): Provisioner {
  switch (config.provisioningProvider) {
    case SandboxProvisioner.identifier:
      return new SandboxProvisioner({ clock: deps.clock, panelUrl: config.provisioningPanelUrl });
    default:
      throw new Error(`PROVISIONING_PROVIDER "${config.provisioningProvider}" is not a known provisioning provider (known: sandbox)`);
  }
}

/**
 * The provisioning adapter: PROVISIONING_PROVIDER's for everything, or, where a kind has a real party of its own,
 * that party for it (PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox: cloud servers on Proxmox VE;
 * PROVISIONING_PROVIDER_HOSTING=whm: hosting accounts on cPanel & WHM), routed by kind and by the
 * party's prefix on the ids it hands out (routed-provisioner.ts).
 */
export function createProvisioner(config: AppConfig, deps: { clock: Clock }): Provisioner {
  const fallback = defaultProvisioner(config, deps);
  const hosting = config.whm ? new WhmProvisioner(config.whm) : fallback;
  const cloudServers = config.proxmox ? new ProxmoxProvisioner(config.proxmox) : fallback;
  return hosting === fallback && cloudServers === fallback ? fallback : routedProvisioner({ fallback, cloudServers, hosting });
}
