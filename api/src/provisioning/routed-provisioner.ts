import type { Provisioner, ProvisionRequest } from './provisioner';

/** Which party builds what (issue 31): cloud servers, hosting accounts; the rest (SSL) the default's. */
export interface ProvisionerRoutes {
  /** The default party (the sandbox unless a real panel and CA are named for everything). */
  fallback: Provisioner;
  cloudServers: Provisioner;
  hosting: Provisioner;
}

const HOSTING_KINDS: ReadonlySet<ProvisionRequest['kind']> = new Set(['cloud-hosting', 'shared-hosting', 'wordpress-hosting']);

/**
 * One Provisioner over the parties that build each kind: a new service goes to the party of its kind (a cloud
 * server to Proxmox VE, a hosting account to cPanel & WHM, an SSL certificate to the default), and every later
 * call on it to the party whose id it carries — each real party hands out ids with its own prefix (`proxmox:…`,
 * `whm:…`); an id without a known prefix is the default's (the sandbox's ids, and every service made before a
 * real party was configured keeps going to the sandbox that made it).
 */
export function routedProvisioner(routes: ProvisionerRoutes): Provisioner {
  const parties = [routes.cloudServers, routes.hosting].filter((party) => party !== routes.fallback);
  const ofId = (externalId: string): Provisioner => parties.find((party) => externalId.startsWith(`${party.identifier}:`)) ?? routes.fallback;
  const ofKind = (kind: ProvisionRequest['kind']): Provisioner => (kind === 'cloud-server' ? routes.cloudServers : HOSTING_KINDS.has(kind) ? routes.hosting : routes.fallback);
  const identifier = [...new Set([routes.fallback, routes.cloudServers, routes.hosting].map((party) => party.identifier))].join('+');
  return {
    identifier,
    create: (request, db) => ofKind(request.kind).create(request, db),
    status: (id, db) => ofId(id).status(id, db),
    completeValidation: (id, method, db) => ofId(id).completeValidation(id, method, db),
    suspend: (id, db) => ofId(id).suspend(id, db),
    resume: (id, db) => ofId(id).resume(id, db),
    destroy: (id, db) => ofId(id).destroy(id, db),
    backup: (id, db) => ofId(id).backup(id, db),
    usage: (id, db) => ofId(id).usage(id, db),
    metrics: (id, window, db) => ofId(id).metrics(id, window, db),
    resize: (id, change, db) => ofId(id).resize(id, change, db),
    changePlan: (id, change, db) => ofId(id).changePlan(id, change, db),
    panelSignIn: (id, db) => ofId(id).panelSignIn(id, db),
  };
}
