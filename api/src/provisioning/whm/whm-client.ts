import { Agent } from 'node:https';
import axios, { type AxiosInstance } from 'axios';
import { ProvisioningError } from '../provisioner';
import type { WhmConfig } from './whm-config';

/** What every WHM API 1 function answers (https://api.docs.cpanel.net/whm/introduction): `metadata.result` 1 or 0 and why. */
export interface WhmAnswer<T> {
  data?: T;
  metadata: { result: 0 | 1; reason?: string; command?: string; version?: number };
}

/** What a UAPI function answers inside uapi_cpanel's `data.uapi` (https://api.docs.cpanel.net/cpanel/introduction). */
export interface UapiResult<T> {
  status: 0 | 1;
  data: T;
  errors: string[] | null;
  messages?: string[] | null;
}

/** A WHM refusal (metadata.result 0): retryable only when the reason says WHM is busy (a lock, a task in progress). */
export class WhmRefusal extends ProvisioningError {
  constructor(
    readonly command: string,
    readonly reason: string,
  ) {
    super(`WHM refused ${command}: ${reason}`, /\b(try again|temporar|locked|lock file|busy|in progress|timed? ?out)\b/i.test(reason));
  }
}

type Params = Record<string, string | number | undefined>;

/**
 * WHM API 1 over HTTPS: POST https://host:2087/json-api/<function>?api.version=1 with the parameters as a form body
 * (a password never travels in a URL, where WHM's access log would keep it), header `Authorization: whm
 * USERNAME:APITOKEN` (https://api.docs.cpanel.net/whm/tokens/). A transport failure, a timeout or an HTTP 5xx is
 * retryable; a refused token (401/403) or an answer that is not WHM's JSON is not. Nothing here logs: the token and
 * the parameters (a password among them) stay out of every message.
 */
export class WhmClient {
  private readonly http: AxiosInstance;

  constructor(private readonly config: Pick<WhmConfig, 'baseUrl' | 'username' | 'apiToken' | 'ca' | 'timeoutMs'>) {
    this.http = axios.create({
      baseURL: `${config.baseUrl}/json-api/`,
      timeout: config.timeoutMs,
      headers: { Authorization: `whm ${config.username}:${config.apiToken}`, Accept: 'application/json' },
      httpsAgent: config.ca ? new Agent({ ca: config.ca, keepAlive: true }) : new Agent({ keepAlive: true }),
      // Every status is looked at here, so no axios error (whose config holds the Authorization header) leaves this class.
      validateStatus: () => true,
      maxRedirects: 0,
      transitional: { clarifyTimeoutError: true },
    });
  }

  /** Calls one WHM API 1 function; answers its `data`, or throws a ProvisioningError (a WhmRefusal for metadata.result 0). */
  async call<T>(command: string, params: Params = {}): Promise<T> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined) body.append(name, String(value));
    let response;
    try {
      response = await this.http.post(`${encodeURIComponent(command)}?api.version=1`, body.toString(), { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    } catch (error) {
      const code = (error as { code?: string }).code;
      // A certificate WHM_CA (or the system) does not vouch for: a setting to fix, not a moment to wait out.
      if (code && /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS/.test(code)) throw new ProvisioningError(`WHM's TLS certificate is not trusted (${code}): set WHM_CA to the CA that signed it`, false);
      if (code === 'ETIMEDOUT' || code === 'ECONNABORTED') throw new ProvisioningError(`WHM did not answer ${command} within ${this.config.timeoutMs} ms (WHM_TIMEOUT)`, true);
      throw new ProvisioningError(`WHM could not be reached for ${command} (WHM_UNREACHABLE${code ? `: ${code}` : ''})`, true);
    }
    if (response.status === 401 || response.status === 403) throw new ProvisioningError(`WHM refused the API token for ${command} (HTTP ${response.status}): check WHM_USERNAME and WHM_API_TOKEN`, false);
    if (response.status >= 500 || response.status === 429) throw new ProvisioningError(`WHM answered ${command} with HTTP ${response.status} (WHM_HTTP_${response.status})`, true);
    const answer = response.data as WhmAnswer<T> | undefined;
    if (response.status !== 200 || typeof answer !== 'object' || answer === null || typeof answer.metadata !== 'object') {
      throw new ProvisioningError(`WHM answered ${command} with HTTP ${response.status} and no WHM API 1 answer (is WHM_BASE_URL WHM's https://host:2087?)`, false);
    }
    if (Number(answer.metadata.result) !== 1) throw new WhmRefusal(command, answer.metadata.reason || 'no reason given');
    return answer.data as T;
  }

  /**
   * A cPanel UAPI function run as the account's user, through WHM API 1 uapi_cpanel (cpanel.module, cpanel.function,
   * cpanel.user; https://api.docs.cpanel.net/openapi/whm/operation/uapi_cpanel/): its `data.uapi.status` 0 is a refusal.
   */
  async uapi<T>(user: string, module: string, fn: string, params: Params = {}): Promise<T> {
    const data = await this.call<{ uapi?: UapiResult<T> }>('uapi_cpanel', { 'cpanel.module': module, 'cpanel.function': fn, 'cpanel.user': user, ...params });
    const result = data?.uapi;
    if (!result) throw new ProvisioningError(`WHM answered uapi_cpanel ${module}::${fn} without a UAPI result`, false);
    if (Number(result.status) !== 1) throw new WhmRefusal(`${module}::${fn}`, (result.errors ?? []).join('; ') || 'no reason given');
    return result.data;
  }
}
