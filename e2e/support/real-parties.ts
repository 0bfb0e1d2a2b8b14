import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(__dirname, '../..');

/** What api/test/fakes/serve-fakes.ts prints: each fake's origin and credentials, and the storefront's env for them. */
export interface PartyFakes {
  payway: { baseUrl: string; merchantId: string; apiKey: string };
  paypal: { baseUrl: string; clientId: string; clientSecret: string; webhookId: string };
  cybersource: { baseUrl: string; merchantId: string; keyId: string; secretKey: string };
  /** The fulfilment parties' fakes: the EPP registry (with a name held at another registrar, its auth code), Proxmox VE, cPanel & WHM. */
  epp: { host: string; port: number; clientId: string; heldElsewhere: { domain: string; authCode: string } };
  proxmox: { baseUrl: string; node: string; templates: Record<string, number> };
  whm: { baseUrl: string; username: string; packages: Record<string, string> };
  env: Record<string, string>;
}

/**
 * The local fakes of ABA PayWay, PayPal and CyberSource, the EPP registry, Proxmox VE and cPanel & WHM
 * (api/test/fakes/, the test tree's), started as a process of their own — the e2e suite imports nothing of the api —
 * by the script serve-fakes.ts; resolves with what it prints once all six listen. `stop` ends it (SIGTERM); it also ends by itself when this process goes (its stdin closes).
 */
export async function startPartyFakes(): Promise<PartyFakes & { stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/test/fakes/serve-fakes.ts', '--until-stdin-closes'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const lines = createInterface({ input: child.stdout! });
  const first = new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    void exited.then(() => reject(new Error(`serve-fakes.ts ended (code ${child.exitCode}) before it printed the fakes`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('serve-fakes.ts printed nothing in 60 s')), 60_000);
  });
  try {
    const fakes = JSON.parse(await Promise.race([first, late])) as PartyFakes;
    return { ...fakes, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
    lines.close();
  }
}
