import { CLOUD_OPERATING_SYSTEMS, PACKAGES_OF_TYPE } from '@storefront/contracts';
import { startEppFake, type EppFake } from './epp-fake';
import { FAKE_EPP_LOGIN, FAKE_PROXMOX_LAYOUT, proxmoxTemplatesOf, whmPackagesOf, type FulfilmentFakes } from './party-env';
import { ProxmoxFake } from './proxmox-fake';
import { startWhmFake, type WhmFake } from './whm-fake';

/** A name registered at another registrar on the EPP fake, with the auth code its owner gave (a transfer in). */
export const HELD_ELSEWHERE = { domain: 'held-elsewhere-e2e.com', authCode: 'Xfer-e2e-2026' } as const;

/** The three fulfilment parties' fakes, started; `settings` is what a storefront needs of them (fulfilmentEnvOf). */
export interface StartedFulfilmentFakes {
  epp: EppFake;
  proxmox: ProxmoxFake;
  whm: WhmFake;
  settings: FulfilmentFakes;
  close(): Promise<void>;
}

/**
 * The fulfilment parties as a storefront started elsewhere uses them (serve-fakes.ts, the restart test): the EPP
 * registry (TLS with the client certificate it generated; the wall clock), Proxmox VE (a template for every
 * operating system the cloud configurator offers, the storages and bridge of FAKE_PROXMOX_LAYOUT) and cPanel & WHM
 * (over TLS, a package for every hosting plan the catalogue sells), each on 127.0.0.1 at an ephemeral port.
 */
export async function startFulfilmentFakes(): Promise<StartedFulfilmentFakes> {
  const templates = proxmoxTemplatesOf(CLOUD_OPERATING_SYSTEMS.map((os) => os.key));
  const packages = whmPackagesOf([...PACKAGES_OF_TYPE['cloud-hosting'], ...PACKAGES_OF_TYPE['shared-hosting'], ...PACKAGES_OF_TYPE['wordpress-hosting']]);
  const proxmox = new ProxmoxFake({
    node: FAKE_PROXMOX_LAYOUT.node,
    templates: Object.fromEntries(
      CLOUD_OPERATING_SYSTEMS.map((os) => [templates[os.key]!, { name: `${os.key.replace(/\./g, '')}-template`, diskGb: os.windows ? 40 : 10 }]),
    ),
    storages: ['local', 'local-lvm', FAKE_PROXMOX_LAYOUT.storage.ssd, FAKE_PROXMOX_LAYOUT.storage.hdd, FAKE_PROXMOX_LAYOUT.storage.backup],
    bridges: [FAKE_PROXMOX_LAYOUT.bridge],
  });
  const [epp, whm] = await Promise.all([
    startEppFake({ ...FAKE_EPP_LOGIN, now: () => new Date() }),
    startWhmFake({ tls: true, packages: ['default', ...Object.values(packages)] }),
    proxmox.start(),
  ]);
  epp.seed(HELD_ELSEWHERE.domain, { authInfo: HELD_ELSEWHERE.authCode });
  const settings: FulfilmentFakes = {
    epp: { host: epp.host, port: epp.port, ...FAKE_EPP_LOGIN, files: epp.files, heldElsewhere: HELD_ELSEWHERE },
    proxmox: { baseUrl: proxmox.baseUrl, tokenId: proxmox.tokenId, tokenSecret: proxmox.tokenSecret, node: proxmox.node, templates, storage: { ...FAKE_PROXMOX_LAYOUT.storage }, bridge: FAKE_PROXMOX_LAYOUT.bridge },
    whm: { baseUrl: whm.baseUrl, username: whm.username, token: whm.token, ca: whm.ca ?? '', packages, ssh: { host: whm.ssh.host, port: whm.ssh.port, hostKeyFingerprint: whm.ssh.hostKeyFingerprint, privateKey: whm.ssh.clientPrivateKey } },
  };
  return {
    epp,
    proxmox,
    whm,
    settings,
    close: async () => {
      await Promise.allSettled([epp.close(), proxmox.stop(), whm.close()]);
    },
  };
}
