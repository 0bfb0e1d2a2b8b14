import { startCybersourceFake } from './cybersource-fake';
import { startFulfilmentFakes } from './fulfilment-fakes';
import { FAKE_CREDENTIALS, fulfilmentEnvOf, storefrontEnvOf, type PartyFakes } from './party-env';
import { startPaypalFake } from './paypal-fake';
import { startPaywayFake } from './payway-fake';

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
  const [payway, paypal, cybersource, parties] = await Promise.all([
    startPaywayFake(FAKE_CREDENTIALS.payway),
    startPaypalFake(FAKE_CREDENTIALS.paypal),
    startCybersourceFake(FAKE_CREDENTIALS.cybersource),
    startFulfilmentFakes(),
  ]);
  const fakes: PartyFakes = {
    payway: { baseUrl: payway.baseUrl, ...FAKE_CREDENTIALS.payway },
    paypal: { baseUrl: paypal.baseUrl, ...FAKE_CREDENTIALS.paypal },
    cybersource: { baseUrl: cybersource.baseUrl, ...FAKE_CREDENTIALS.cybersource },
  };
  const fulfilment = parties.settings;

  let closing: Promise<void> | null = null;
  const close = (code: number) => {
    closing ??= Promise.allSettled([payway.close(), paypal.close(), cybersource.close(), parties.close()]).then(() => process.exit(code));
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
