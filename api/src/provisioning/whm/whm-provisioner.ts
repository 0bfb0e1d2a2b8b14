import { randomInt } from 'node:crypto';
import { PACKAGES_OF_TYPE } from '@storefront/contracts';
import type { Db } from '../../db/database';
import { ProvisioningError, type ProvisionRequest, type ProvisionStatus, type Provisioner, type ServerSample } from '../provisioner';
import { WhmClient, WhmRefusal } from './whm-client';
import type { WhmConfig } from './whm-config';
import { whmExternalIdOf, whmUsernameIn, whmUsernameOf } from './whm-username';
import { WordpressInstaller, wordpressChoiceOf, type WordpressTiming } from './wordpress-install';
import { WpToolkitShell } from './wp-toolkit-shell';

/** What WHM API 1 accountsummary and listaccts answer of an account (`data.acct[]`; the fields used here). */
export interface WhmAccount {
  user: string;
  domain: string;
  plan: string;
  suspended: number | boolean;
  ip?: string;
  email?: string;
}

const HOSTING_KINDS: ReadonlySet<ProvisionRequest['kind']> = new Set(['cloud-hosting', 'shared-hosting', 'wordpress-hosting']);

/** How many usernames are tried for one service when the first ones belong to other services' accounts (hash collisions). */
const USERNAME_ATTEMPTS = 4;

const SUSPEND_REASON = 'Suspended by the storefront: the hosting service is suspended (renewal unpaid or by staff)';

/** A password WHM's strength check accepts (20 characters of four kinds), made here and given to the customer once. */
function newPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+-.:=?@^_~'];
  const all = sets.join('');
  const chars = sets.map((set) => set[randomInt(set.length)]!);
  while (chars.length < 20) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Hosting accounts (cloud, shared and WordPress hosting) on cPanel & WHM through WHM API 1 (docs/adr/0015). The
 * account's username is derived from the service id (whm-username.ts), so every call is idempotent on it: a create
 * whose answer was lost finds the account it made (listaccts) and answers it. Cloud servers and SSL certificates are
 * not WHM's: they are refused, not retryable (the composite provisioner routes them elsewhere; this one's external
 * ids are `whm:<username>`).
 */
export class WhmProvisioner implements Provisioner {
  static readonly identifier = 'whm';
  readonly identifier = WhmProvisioner.identifier;
  private readonly whm: WhmClient;
  private readonly wordpress: WordpressInstaller;
  /** The customer's cPanel: the same host as WHM, cPanel's port 2083. */
  private readonly panelUrl: string;

  constructor(
    private readonly config: WhmConfig,
    wordpressTiming?: WordpressTiming,
  ) {
    this.whm = new WhmClient(config);
    this.wordpress = new WordpressInstaller(this.whm, new WpToolkitShell(config.ssh), wordpressTiming);
    const origin = new URL(config.baseUrl);
    this.panelUrl = `${origin.protocol}//${origin.hostname}:2083`;
  }

  async create(request: ProvisionRequest, db: Db): Promise<ProvisionStatus> {
    if (!HOSTING_KINDS.has(request.kind)) throw new ProvisioningError(`WHM makes hosting accounts, not ${request.kind}`, false);
    const pkg = this.packageOf(request.productKey);
    const domain = request.name.trim().toLowerCase();
    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
      const user = whmUsernameOf(request.serviceId, attempt);
      const existing = await this.find(user);
      // Another service's account holds this name: the next one derived from the service id.
      if (existing && existing.domain.toLowerCase() !== domain) continue;
      const password = newPassword();
      if (existing) {
        // Made by an earlier attempt whose answer was lost: the customer gets a fresh password (the first one was never given).
        await this.whm.call('passwd', { user, password });
      } else {
        await this.whm.call('createacct', { username: user, domain, plan: pkg, password, contactemail: request.customerEmail });
      }
      // WordPress hosting is ready once its site runs with the customer's theme and plugins.
      if (request.kind === 'wordpress-hosting') await this.wordpress.ensure(user, await wordpressChoiceOf(request, db), db);
      return { ...(await this.status(whmExternalIdOf(user), db)), credentials: { username: user, password } };
    }
    throw new ProvisioningError(`No free WHM username for service ${request.serviceId} after ${USERNAME_ATTEMPTS} tries`, false);
  }

  async status(externalId: string, _db: Db): Promise<ProvisionStatus> {
    const account = await this.summary(this.userOf(externalId));
    return { externalId, state: 'ready', ip: account.ip ?? null, controlPanelUrl: this.panelUrl, suspended: Boolean(Number(account.suspended)) };
  }

  completeValidation(externalId: string): Promise<ProvisionStatus> {
    return Promise.reject(new ProvisioningError(`${externalId} is a hosting account: it has no certificate validation`, false));
  }

  async suspend(externalId: string, _db: Db): Promise<void> {
    const user = this.userOf(externalId);
    if (Number((await this.summary(user)).suspended)) return;
    await this.whm.call('suspendacct', { user, reason: SUSPEND_REASON });
  }

  async resume(externalId: string, _db: Db): Promise<void> {
    const user = this.userOf(externalId);
    if (!Number((await this.summary(user)).suspended)) return;
    await this.whm.call('unsuspendacct', { user });
  }

  /** The account and its data removed; an account already gone is done. */
  async destroy(externalId: string, _db: Db): Promise<void> {
    const user = this.userOf(externalId);
    if (!(await this.find(user))) return;
    await this.whm.call('removeacct', { username: user });
  }

  async changePlan(externalId: string, change: { changeId: string; productKey: string }, _db: Db): Promise<void> {
    const user = this.userOf(externalId);
    const pkg = this.packageOf(change.productKey);
    const current = (await this.summary(user)).plan;
    // WHM keeps no change id: the plan itself is the idempotency key (an account already on it is left as it is).
    if (current === pkg) return;
    // A plan of another kind (shared hosting to a WordPress plan) is not a change of plan.
    const kindOf = (key: string | undefined) => (Object.keys(PACKAGES_OF_TYPE) as (keyof typeof PACKAGES_OF_TYPE)[]).find((kind) => (PACKAGES_OF_TYPE[kind] as readonly string[]).includes(key ?? ''));
    const currentKey = Object.keys(this.config.packages).find((key) => this.config.packages[key] === current);
    if (currentKey && kindOf(currentKey) !== kindOf(change.productKey)) throw new ProvisioningError(`${change.productKey} is not a plan of the account's kind (${kindOf(currentKey)})`, false);
    await this.whm.call('changepackage', { user, pkg });
  }

  async panelSignIn(externalId: string, _db: Db): Promise<{ url: string }> {
    const data = await this.whm.call<{ url?: string }>('create_user_session', { user: this.userOf(externalId), service: 'cpaneld' });
    if (!data?.url) throw new ProvisioningError('WHM answered create_user_session without a session URL', true);
    return { url: data.url };
  }

  backup(externalId: string): Promise<{ sizeGb: number }> {
    return this.notAServer(externalId);
  }

  usage(externalId: string): Promise<{ storageUsedGb: number }> {
    return this.notAServer(externalId);
  }

  metrics(externalId: string): Promise<ServerSample[]> {
    return this.notAServer(externalId);
  }

  resize(externalId: string): Promise<void> {
    return this.notAServer(externalId);
  }

  private notAServer<T>(externalId: string): Promise<T> {
    return Promise.reject(new ProvisioningError(`${externalId} is a hosting account, not a cloud server`, false));
  }

  private userOf(externalId: string): string {
    const user = whmUsernameIn(externalId);
    if (!user) throw new ProvisioningError(`${externalId} is not a WHM account (whm:<username>)`, false);
    return user;
  }

  private packageOf(productKey: string): string {
    const pkg = this.config.packages[productKey];
    if (!pkg) throw new ProvisioningError(`WHM_PACKAGES names no WHM package for the plan ${productKey}`, false);
    return pkg;
  }

  /** listaccts, one user exactly: the account, or null when the server has none of that name. */
  private async find(user: string): Promise<WhmAccount | null> {
    const data = await this.whm.call<{ acct?: WhmAccount[] }>('listaccts', { search: user, searchtype: 'user', searchmethod: 'exact', want: 'user,domain,plan,suspended,ip,email' });
    return data?.acct?.find((account) => account.user === user) ?? null;
  }

  /** accountsummary of a user; an account that does not exist is refused, not retryable. */
  private async summary(user: string): Promise<WhmAccount> {
    let data: { acct?: WhmAccount[] } | undefined;
    try {
      data = await this.whm.call<{ acct?: WhmAccount[] }>('accountsummary', { user });
    } catch (error) {
      if (error instanceof WhmRefusal && !(await this.find(user))) throw new ProvisioningError(`WHM has no account ${user}`, false);
      throw error;
    }
    const account = data?.acct?.find((entry) => entry.user === user);
    if (!account) throw new ProvisioningError(`WHM has no account ${user}`, false);
    return account;
  }
}
