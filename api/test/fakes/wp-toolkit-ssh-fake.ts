import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parse } from 'shell-quote';
import { Server, utils, type Connection, type ParsedKey } from 'ssh2';

/**
 * A local stand-in for the cPanel server's shell where WP Toolkit's command line runs, in the test tree only: a real
 * SSH server (ssh2's Server) on 127.0.0.1 that checks each command as the documentation describes it and changes the
 * WordPress sites of the WHM fake (whm-fake.ts) it serves. It shares no code with the adapter
 * (api/src/provisioning/whm/wp-toolkit-shell.ts, wordpress-install.ts).
 *
 * Where each rule comes from:
 * - [S] docs.cpanel.net, "WP Toolkit Command Line Interface": "connect to your cPanel server via SSH as the root
 *   user"; commands take the form `wp-toolkit <command> [options]`; `--wp-cli` runs a WP-CLI command on a site and
 *   needs `-instance-id` (or `-main-domain-id` and `-path`), the WP-CLI command after `--` (Plesk's page of the same
 *   tool: `wp-toolkit --wp-cli -instance-id 1 -- core version`).
 * - [A] ssh2's server example (README, "Password and public key authentication"): a public key is accepted only
 *   with a signature that verifies against the authorized key; no password is taken.
 * - [Q] POSIX shell word splitting (as shell-quote parses it): the command line is one command of plain words; an
 *   operator (`;`, `|`, `&&`, a redirection) or a substitution means an argument reached the shell unquoted, and the
 *   fake refuses it (exit 2).
 * - [P] WP-CLI, https://developer.wordpress.org/cli/commands/theme/install/ and …/plugin/install/: `theme install
 *   <theme|zip|url>... [--activate]`, `plugin install <plugin|zip|url>... [--activate]`; a slug not in the
 *   WordPress.org directory is "Warning: Couldn't find '<slug>' in the WordPress.org theme directory." and exit 1;
 *   one already installed is a warning (`already_installed`), not an error, and is activated with --activate
 *   (wp-cli/extension-command, CommandWithUpgrade::install).
 * - [F] The fake's own: `mode` 'up' or 'down' (every connection is closed before it is signed in), and the
 *   messages of WP Toolkit for an unknown instance.
 */

/** A WordPress site of the WHM fake, as WP-CLI sees it. */
export interface FakeWordpressSite {
  id: number;
  user: string;
  themes: Set<string>;
  activeTheme: string | null;
  plugins: Map<string, { active: boolean }>;
}

export interface FakeShellCommand {
  user: string;
  argv: string[];
  exitCode: number;
}

export interface WpToolkitSshFake {
  readonly host: string;
  readonly port: number;
  /** `SHA256:…` of the fake's host key: what WHM_SSH_HOST_KEY holds. */
  readonly hostKeyFingerprint: string;
  /** The key the storefront signs in with (WHM_SSH_KEY); its public half is the one authorized key. */
  readonly clientPrivateKey: string;
  readonly commands: FakeShellCommand[];
  /** Slugs the fake's WordPress.org directory has not (everything else matching a slug is found). */
  readonly missingFromDirectory: Set<string>;
  mode: 'up' | 'down';
  close(): Promise<void>;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const isZipUrl = (value: string) => /^https?:\/\/\S+\.zip$/.test(value) && URL.canParse(value);
/** The slug WP-CLI gives what a zip installs: its file name without `.zip`. */
const slugOfPackage = (value: string) => (isZipUrl(value) ? new URL(value).pathname.split('/').pop()!.replace(/\.zip$/, '') : value);

/**
 * An ed25519 key pair ssh2 itself reads back. About one pair in 200 that ssh2's generateKeyPairSync writes is one its
 * parseKey refuses ("Malformed OpenSSH public key", the private half too: measured over 3,000 pairs), so a pair is
 * made again until both halves read.
 */
export function ed25519KeyPair(): { private: string; public: string; publicKey: ParsedKey } {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    const publicKey = utils.parseKey(pair.public);
    const privateKey = utils.parseKey(pair.private);
    if (!(publicKey instanceof Error) && !Array.isArray(publicKey) && !(privateKey instanceof Error)) return { ...pair, publicKey };
  }
}

export async function startWpToolkitSshFake(siteOf: (id: number) => FakeWordpressSite | null): Promise<WpToolkitSshFake> {
  const hostKey = ed25519KeyPair();
  const clientKey = ed25519KeyPair();
  const authorized = clientKey.publicKey;
  const hostPublic = hostKey.publicKey;
  const commands: FakeShellCommand[] = [];
  const missingFromDirectory = new Set<string>();
  const connections = new Set<Connection>();

  /** Runs one command line; answers [exit code, stdout, stderr]. */
  function run(line: string, user: string): [number, string, string] {
    const words = parse(line);
    // [Q] plain words only.
    if (words.some((word) => typeof word !== 'string')) return [2, '', 'fake: only plain words: an argument reached the shell unquoted\n'];
    const argv = words as string[];
    const record = (exitCode: number) => commands.push({ user, argv, exitCode });
    const fail = (code: number, message: string): [number, string, string] => (record(code), [code, '', `${message}\n`]);
    // [S]
    if (argv[0] !== 'wp-toolkit') return fail(127, `bash: ${argv[0]}: command not found`);
    if (argv[1] !== '--wp-cli') return fail(1, `fake: wp-toolkit ${argv[1] ?? ''} is not served here`);
    const dashes = argv.indexOf('--');
    const options = argv.slice(2, dashes < 0 ? undefined : dashes);
    if (dashes < 0 || options[0] !== '-instance-id' || options.length !== 2) return fail(1, '--wp-cli requires the -instance-id option (or -main-domain-id and -path) and the WP-CLI command after --');
    const id = Number(options[1]);
    const site = Number.isInteger(id) ? siteOf(id) : null;
    if (!site) return fail(1, `The WordPress installation with ID ${options[1]} was not found.`);
    // [P]
    const [kind, action, ...rest] = argv.slice(dashes + 1);
    if ((kind !== 'theme' && kind !== 'plugin') || action !== 'install') return fail(1, `fake: wp ${kind ?? ''} ${action ?? ''} is not served here`);
    const activate = rest.includes('--activate');
    const unknownFlag = rest.find((word) => word.startsWith('-') && word !== '--activate');
    if (unknownFlag) return fail(1, `Error: Parameter errors:\n unknown --${unknownFlag.replace(/^-+/, '')} parameter`);
    const packages = rest.filter((word) => !word.startsWith('-'));
    if (packages.length === 0) return fail(1, `usage: wp ${kind} install <${kind}|zip|url>... [--activate]`);
    let out = '';
    let errors = 0;
    for (const pkg of packages) {
      if (!isZipUrl(pkg) && (!SLUG.test(pkg) || missingFromDirectory.has(pkg))) {
        out += `Warning: Couldn't find '${pkg}' in the WordPress.org ${kind} directory.\n`;
        errors += 1;
        continue;
      }
      const slug = slugOfPackage(pkg);
      const installed = kind === 'theme' ? site.themes.has(slug) : site.plugins.has(slug);
      if (installed) out += `Warning: ${slug}: Destination folder already exists.\n`;
      else if (kind === 'theme') site.themes.add(slug);
      else site.plugins.set(slug, { active: false });
      if (activate) {
        if (kind === 'theme') site.activeTheme = slug;
        else site.plugins.get(slug)!.active = true;
        out += `Activating '${slug}'...\n`;
      }
    }
    if (errors) return fail(1, `${out}Error: No ${kind}s installed.`);
    record(0);
    return [0, `${out}Success: Installed ${packages.length} of ${packages.length} ${kind}s.\n`, ''];
  }

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('error', () => undefined);
    // [F] down: the connection is closed before the storefront is signed in.
    if (fake.mode === 'down') return void client.end();
    connections.add(client);
    client.on('close', () => connections.delete(client));
    let user = '';
    client.on('authentication', (ctx) => {
      // [S] root only; [A] a public key, verified by its signature.
      if (ctx.username !== 'root' || ctx.method !== 'publickey') return ctx.reject(['publickey']);
      const expected = authorized.getPublicSSH();
      const same = ctx.key.algo === authorized.type && ctx.key.data.length === expected.length && timingSafeEqual(ctx.key.data, expected);
      if (!same) return ctx.reject(['publickey']);
      if (ctx.signature && authorized.verify(ctx.blob!, ctx.signature, ctx.hashAlgo) !== true) return ctx.reject(['publickey']);
      user = ctx.username;
      ctx.accept();
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.once('exec', (acceptExec, _reject, info) => {
          const stream = acceptExec();
          const [code, stdout, stderr] = run(info.command, user);
          if (stdout) stream.write(stdout);
          if (stderr) stream.stderr.write(stderr);
          stream.exit(code);
          stream.end();
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  const fake: WpToolkitSshFake = {
    host: '127.0.0.1',
    port,
    hostKeyFingerprint: `SHA256:${createHash('sha256').update(hostPublic.getPublicSSH()).digest('base64').replace(/=+$/, '')}`,
    clientPrivateKey: clientKey.private,
    commands,
    missingFromDirectory,
    mode: 'up',
    close: async () => {
      for (const connection of connections) connection.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
