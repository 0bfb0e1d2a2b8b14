import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { ProxmoxApiError, proxmoxClient } from '../src/provisioning/proxmox/proxmox-transport';

/** The engine under proxmox-api: one request a call, form-encoded, and no secret in any message even when Proxmox quotes it back. */
describe('Proxmox VE transport', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { method: string; url: string; body: string; authorization?: string }[] = [];
  const secret = '0b6e4ab1-6f5c-4c4e-9d1a-3c1f1e2d7a90';

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, body, authorization: req.headers.authorization });
        if (req.url!.endsWith('/status/start')) {
          req.socket.destroy(); // the answer is lost: never asked twice
          return;
        }
        res.statusCode = 400;
        res.statusMessage = 'Parameter verification failed.';
        res.setHeader('Content-Type', 'application/json;charset=UTF-8');
        // As if Proxmox quoted the values it was sent.
        const params = Object.fromEntries(new URLSearchParams(body));
        res.end(JSON.stringify({ data: null, errors: { cipassword: `bad value '${params.cipassword}'`, token: `token ${req.headers.authorization}` } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('sends the token header and a form body, and a refusal names the call and Proxmox reason but never the secret or the password', async () => {
    const api = proxmoxClient({ baseUrl, tokenId: 'storefront@pve!provisioning', tokenSecret: secret, ca: null, timeoutMs: 5000 });
    const error = await api.nodes.$('pve1').qemu.$(100).config.$post({ cores: 2, cipassword: 'Hunter2-very-secret', agent: '1', onboot: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProxmoxApiError);
    expect((error as ProxmoxApiError).retryable).toBe(false);
    expect((error as Error).message).toMatch(/^Proxmox VE refused POST \/api2\/json\/nodes\/pve1\/qemu\/100\/config \(400: Parameter verification failed\./);
    expect((error as Error).message).not.toContain(secret);
    expect((error as Error).message).not.toContain('Hunter2-very-secret');
    expect(seen[0]).toMatchObject({ method: 'POST', authorization: `PVEAPIToken=storefront@pve!provisioning=${secret}` });
    expect(new URLSearchParams(seen[0]!.body).get('onboot')).toBe('1');
  });

  it('a call whose answer is lost is not sent again: retryable, for the job to retry', async () => {
    const api = proxmoxClient({ baseUrl, tokenId: 'storefront@pve!provisioning', tokenSecret: secret, ca: null, timeoutMs: 5000 });
    const before = seen.length;
    const error = await api.nodes.$('pve1').qemu.$(100).status.start.$post().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ retryable: true, status: null });
    expect(seen.length - before).toBe(1);
  });
});
