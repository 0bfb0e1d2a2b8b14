import { CLOUD_OPERATING_SYSTEMS, PACKAGES_OF_TYPE } from '@storefront/contracts';
import { startCybersourceFake } from './cybersource-fake';
import { startEppFake } from './epp-fake';
import {
  FAKE_CREDENTIALS,
  FAKE_EPP_LOGIN,
  FAKE_PROXMOX_LAYOUT,
  fulfilmentEnvOf,
  proxmoxTemplatesOf,
  storefrontEnvOf,
  whmPackagesOf,
  type FulfilmentFakes,
  type PartyFakes,
} from './party-env';
import { startPaypalFake } from './paypal-fake';
import { startPaywayFake } from './payway-fake';
import { ProxmoxFake } from './proxmox-fake';
import { startWhmFake } from './whm-fake';

/** A name registered at another registrar on the EPP fake, with the auth code its owner gave (a transfer in). */
const HELD_ELSEWHERE = { domain: 'held-elsewhere-e2e.com', authCode: 'Xfer-e2e-2026' } as const;

/**
 * The real parties' local fakes as a process of their own, for a storefront started elsewhere (the e2e suite's
 * real-parties and real-fulfilment specs): the payment parties ABA PayWay, PayPal and CyberSource, and the
 * fulfilment parties — the EPP registry (TLS with the client certificate it generated, its PEM files in its own temp
 * folder; the wall clock, this being a process of its own), Proxmox VE (a template for every operating system the
 * cloud configurator offers, the storages and bridge of FAKE_PROXMOX_LAYOUT) and cPanel & WHM (over TLS, a package
 * for every hosting plan the catalogue sells) — each on 127.0.0.1 at an ephemeral port, with the fixed test
 * credentials of party-env.ts.
 *
 *   node --import tsx api/test/fakes/serve-fakes.ts [--until-stdin-closes]
 *
 * Prints one JSON line on stdout once all six listen: each fake's origin and credentials, and `env`, the
 * storefront's environment variables for them (storefrontEnvOf); then serves until SIGTERM or SIGINT (or, with
 * --until-stdin-closes, until its standard input closes: its parent went away), closing the fakes. Nothing else is
 * written to stdout; each fake's refusals stay in its own `requests` (a test in this process would read them).
 */
async function main(): Promise<void> {
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
  const [payway, paypal, cybersource, epp, whm] = await Promise.all([
    startPaywayFake(FAKE_CREDENTIALS.payway),
    startPaypalFake(FAKE_CREDENTIALS.paypal),
    startCybersourceFake(FAKE_CREDENTIALS.cybersource),
    startEppFake({ ...FAKE_EPP_LOGIN, now: () => new Date() }),
    startWhmFake({ tls: true, packages: ['default', ...Object.values(packages)] }),
    proxmox.start(),
  ]);
  epp.seed(HELD_ELSEWHERE.domain, { authInfo: HELD_ELSEWHERE.authCode });
  const fakes: PartyFakes = {
    payway: { baseUrl: payway.baseUrl, ...FAKE_CREDENTIALS.payway },
    paypal: { baseUrl: paypal.baseUrl, ...FAKE_CREDENTIALS.paypal },
    cybersource: { baseUrl: cybersource.baseUrl, ...FAKE_CREDENTIALS.cybersource },
  };
  const fulfilment: FulfilmentFakes = {
    epp: { host: epp.host, port: epp.port, ...FAKE_EPP_LOGIN, files: epp.files, heldElsewhere: HELD_ELSEWHERE },
    proxmox: { baseUrl: proxmox.baseUrl, tokenId: proxmox.tokenId, tokenSecret: proxmox.tokenSecret, node: proxmox.node, templates, storage: { ...FAKE_PROXMOX_LAYOUT.storage }, bridge: FAKE_PROXMOX_LAYOUT.bridge },
    whm: { baseUrl: whm.baseUrl, username: whm.username, token: whm.token, ca: whm.ca ?? '', packages },
  };

  let closing: Promise<void> | null = null;
  const close = (code: number) => {
    closing ??= Promise.allSettled([payway.close(), paypal.close(), cybersource.close(), epp.close(), proxmox.stop(), whm.close()]).then(() => process.exit(code));
    return closing;
  };
  process.once('SIGTERM', () => void close(0));
  process.once('SIGINT', () => void close(0));
  if (process.argv.includes('--until-stdin-closes')) {
    process.stdin.once('end', () => void close(0));
    process.stdin.once('close', () => void close(0));
    process.stdin.resume();
  }

  process.stdout.write(`${JSON.stringify({ ...fakes, ...fulfilment, env: { ...storefrontEnvOf(fakes), ...fulfilmentEnvOf(fulfilment) } })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`serve-fakes: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
