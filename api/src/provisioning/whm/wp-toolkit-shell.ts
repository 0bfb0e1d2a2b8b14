import { createHash } from 'node:crypto';
import { quote } from 'shell-quote';
import { Client } from 'ssh2';
import { ProvisioningError } from '../provisioner';

/** How the storefront reaches the cPanel server's shell as root, where WP Toolkit's command line runs (WHM_SSH_*). */
export interface WhmSshConfig {
  host: string;
  port: number;
  /** WP Toolkit's command line runs as root ("connect to your cPanel server via SSH as the root user"). */
  username: string;
  /** The private key (OpenSSH or PEM) whose public key is in the server's authorized_keys; never logged. */
  privateKey: string;
  /** The server's host key as `ssh-keygen -l -E sha256` prints it (SHA256:…): any other key is refused. */
  hostKeyFingerprint: string;
  timeoutMs: number;
}

/** OpenSSH's fingerprint of a host key: `SHA256:` and the unpadded base64 of the key blob's SHA-256 (ssh-keygen(1) -l). */
export const fingerprintOf = (keyBlob: Buffer) => `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;

/** The last lines of what a command printed, for an error message (a command's arguments are never in it). */
const tailOf = (text: string) => text.trim().split('\n').slice(-3).join(' | ').slice(0, 300);

/**
 * WP Toolkit's command line on the cPanel server (docs.cpanel.net, "WP Toolkit Command Line Interface": `wp-toolkit
 * <command> [options]`, run over SSH as root), through the maintained SSH client ssh2. One connection per command:
 * the storefront runs a few per WordPress site, once. The command line is built from an argument list by
 * shell-quote, so no argument is ever read by the remote shell as anything but one word.
 *
 * Errors: a host key other than the configured one, or a refused key, is a setting to fix (not retryable); a
 * connection that fails or times out (WHM_SSH_TIMEOUT_MS) and a command that exits non-zero (WP-CLI could not reach
 * wordpress.org, WP Toolkit busy) are retried by the job queue, and staff are told after the last try.
 */
export class WpToolkitShell {
  constructor(private readonly config: WhmSshConfig) {}

  run(args: readonly string[]): Promise<string> {
    const command = quote(['wp-toolkit', ...args]);
    const { host, port, username, privateKey, hostKeyFingerprint, timeoutMs } = this.config;
    return new Promise<string>((resolve, reject) => {
      const client = new Client();
      let stdout = '';
      let stderr = '';
      let hostRefused = false;
      let settled = false;
      const finish = (error: ProvisioningError | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        client.end();
        if (error) reject(error);
        else resolve(stdout);
      };
      const timer = setTimeout(() => finish(new ProvisioningError(`WP Toolkit on ${host} did not answer within ${timeoutMs} ms`)), timeoutMs);
      client.on('ready', () => {
        client.exec(command, (error, stream) => {
          if (error) return finish(new ProvisioningError(`WP Toolkit on ${host} could not be started: ${error.message}`));
          stream.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
          stream.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
          stream.on('close', (code: number | null) => {
            if (code === 0) return finish(null);
            finish(new ProvisioningError(`wp-toolkit ${args[0] ?? ''} on ${host} exited with ${code ?? 'a signal'}: ${tailOf(stderr || stdout)}`));
          });
        });
      });
      client.on('error', (error: Error & { level?: string }) => {
        if (hostRefused) return finish(new ProvisioningError(`The SSH host key of ${host} is not WHM_SSH_HOST_KEY: set it to the server's key (ssh-keygen -l -E sha256)`, false));
        if (error.level === 'client-authentication') return finish(new ProvisioningError(`${host} refused the SSH key of ${username}: add WHM_SSH_KEY's public key to its authorized_keys`, false));
        finish(new ProvisioningError(`SSH to ${host}:${port} failed: ${error.message}`));
      });
      client.on('close', () => finish(new ProvisioningError(`SSH to ${host}:${port} closed before the command ended`)));
      client.connect({
        host,
        port,
        username,
        privateKey,
        readyTimeout: timeoutMs,
        hostVerifier: (key: Buffer) => {
          hostRefused = fingerprintOf(key) !== hostKeyFingerprint;
          return !hostRefused;
        },
      });
    });
  }
}
