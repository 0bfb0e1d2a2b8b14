import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import proxmoxApi, { type ApiRequestable, type Proxmox } from 'proxmox-api';
import { ProvisioningError } from '../provisioner';

/** A Proxmox VE answer that is not a success: its HTTP status and Proxmox's own message (never a header, never the token). */
export class ProxmoxApiError extends ProvisioningError {
  constructor(
    message: string,
    readonly status: number | null,
    retryable: boolean,
  ) {
    super(message, retryable);
  }

  /** The VM (or task, storage …) asked about does not exist: PVE answers 500 "… does not exist" (or 404 for an unknown path). */
  get notFound(): boolean {
    return this.status === 404 || (this.status === 500 && /does not exist|no such (vm|task)/i.test(this.message));
  }
}

export interface TransportOptions {
  baseUrl: string;
  tokenId: string;
  tokenSecret: string;
  ca: string | null;
  timeoutMs: number;
}

/**
 * The HTTP engine under proxmox-api's typed client (its `ApiRequestable`): proxmox-api maps the whole REST API
 * (paths, parameters, answers as types); this engine sends each call once with the API token header
 * (`Authorization: PVEAPIToken=USER@REALM!TOKENID=SECRET`, Proxmox VE API docs "API Tokens"), a time limit and the
 * cluster's CA. proxmox-api's own ProxmoxEngine re-sends a call whose answer did not arrive — for a clone or a start
 * that is a second action — so this one never does: the job that asked retries, and finds what the first call did.
 */
export class ProxmoxTransport implements ApiRequestable {
  private readonly authorization: string;
  private readonly origin: URL;

  constructor(private readonly options: TransportOptions) {
    this.authorization = `PVEAPIToken=${options.tokenId}=${options.tokenSecret}`;
    this.origin = new URL(options.baseUrl);
  }

  async doRequest(httpMethod: string, path: string, _pathTemplate: string, params?: Record<string, unknown>): Promise<unknown> {
    const method = httpMethod.toUpperCase();
    const encoded = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) encoded.append(key, String(item));
      else encoded.set(key, value === true ? '1' : value === false ? '0' : String(value));
    }
    const withBody = method === 'POST' || method === 'PUT';
    const url = new URL(path, this.origin);
    if (!withBody && [...encoded.keys()].length) url.search = encoded.toString();
    const body = withBody ? encoded.toString() : null;
    const where = `${method} ${url.pathname}`;
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: this.authorization };
    if (body !== null) Object.assign(headers, { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)) });

    const response = await new Promise<{ status: number; statusText: string; text: string }>((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, { method, headers, ...(this.options.ca ? { ca: this.options.ca } : {}), timeout: this.options.timeoutMs }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body ?? undefined);
    }).catch((error: Error & { code?: string }) => {
      throw new ProxmoxApiError(`Proxmox VE did not answer ${where}: ${error.code ?? error.message}`, null, true);
    });

    let parsed: { data?: unknown; errors?: Record<string, string> } = {};
    try {
      parsed = response.text ? (JSON.parse(response.text) as typeof parsed) : {};
    } catch {
      parsed = {};
    }
    if (response.status === 200) return parsed.data ?? null;
    const detail = [response.statusText, parsed.errors ? Object.entries(parsed.errors).map(([key, value]) => `${key}: ${String(value).trim()}`).join('; ') : ''].filter(Boolean).join(' — ');
    // 5xx and 429: the cluster is busy, locked or down (try again); 4xx: the call itself is wrong (auth, permissions, a parameter).
    const retryable = response.status >= 500 || response.status === 429;
    // Proxmox's message may quote what it was sent: the token secret and a first password never reach a message (or a log).
    const secrets = [this.options.tokenSecret, params?.cipassword].filter((value): value is string => typeof value === 'string' && value.length > 0);
    const shown = secrets.reduce((text, secret) => text.split(secret).join('***'), detail).slice(0, 300);
    const error = new ProxmoxApiError(`Proxmox VE refused ${where} (${response.status}${shown ? `: ${shown}` : ''})`, response.status, retryable);
    if (error.notFound) throw new ProxmoxApiError(error.message, response.status, false);
    throw error;
  }
}

/** proxmox-api's typed client over this engine. */
export function proxmoxClient(options: TransportOptions): Proxmox.Api {
  return proxmoxApi(new ProxmoxTransport(options));
}
