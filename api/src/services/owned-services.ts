import type { Transaction } from 'kysely';
import { isHostingService, SERVICE_MESSAGES, type OwnedService, type PanelSignIn } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { ServiceDetails, ServiceRow } from '../db/tables/services';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { ProvisioningError } from '../provisioning/provisioner';
import { cancelByCustomer, renewNow, type LifecycleDeps } from './lifecycle';
import { findUserService, listOwnedServices, lockUserServiceStatus, ownsDomain, readOwnedService, saveServiceDetails, setDomainAutoRenew, setServiceAutoRenew } from './services.repository';
import { isCancellable } from './service-view';

/** A customer's own services and domains (GET/PUT/POST /api/services…, issue 16 item 2); never anyone else's (NOT_FOUND). */
type ServicesDeps = Pick<AreaDeps, 'db' | 'clock'>;

/** A refusal of one field: BAD_REQUEST with the field and the rule's words. */
export const refused = (field: string, message: string) => new AppError('BAD_REQUEST', undefined, { fields: [{ path: field, message }] }, message);

export const ownedServicesOf = (deps: ServicesDeps, userId: string): Promise<OwnedService[]> => listOwnedServices(deps.db, userId, deps.clock.now());

export const ownedServiceOf = (deps: ServicesDeps, userId: string, id: string): Promise<OwnedService> => readOwnedService(deps.db, userId, id, deps.clock.now());

/** A change to one of the customer's services: locked in a transaction, changed by `act`, then answered as it is now. */
async function changeOwnedService(deps: ServicesDeps, userId: string, id: string, act: (trx: Transaction<Database>, service: ServiceRow, now: Date) => Promise<void>): Promise<OwnedService> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => act(trx, await findUserService(trx, userId, id, true), now));
  return readOwnedService(deps.db, userId, id, now);
}

/** Turns auto-renew on or off, for a service (not an ended one) or a domain. */
export async function setOwnedAutoRenew(deps: ServicesDeps, userId: string, id: string, autoRenew: boolean): Promise<OwnedService> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const service = await lockUserServiceStatus(trx, userId, id);
    if (service) {
      if (service.status === 'cancelled') throw refused('autoRenew', SERVICE_MESSAGES.serviceEnded);
      await setServiceAutoRenew(trx, id, autoRenew, now);
      return;
    }
    if (!(await ownsDomain(trx, userId, id))) throw new AppError('NOT_FOUND');
    await setDomainAutoRenew(trx, id, autoRenew, now);
  });
  return readOwnedService(deps.db, userId, id, now);
}

/** Renews one of the customer's services now for one more term (lifecycle's renewNow). */
export function renewOwnedService(deps: LifecycleDeps, userId: string, id: string): Promise<OwnedService> {
  return changeOwnedService(deps, userId, id, async (trx, service, now) => {
    if (service.status === 'cancelled' || service.status === 'pending') throw refused('id', SERVICE_MESSAGES.notRenewable);
    await renewNow(trx, deps, service, now);
  });
}

/** Cancels a hosting account suspended long enough (spec §4). */
export function cancelOwnedService(deps: LifecycleDeps, userId: string, id: string): Promise<OwnedService> {
  return changeOwnedService(deps, userId, id, async (trx, service, now) => {
    if (!isCancellable(service, now)) throw refused('status', SERVICE_MESSAGES.notCancellable);
    await cancelByCustomer(trx, deps, service, now);
  });
}

/** The SSL certificate's domain validation is done: the provisioner told, the service marked, its provisioning queued. */
export function completeSslValidation(deps: Pick<AreaDeps, 'db' | 'clock' | 'provisioner' | 'jobs'>, userId: string, id: string, method: 'dns' | 'email'): Promise<OwnedService> {
  return changeOwnedService(deps, userId, id, async (trx, service, now) => {
    const details = service.details as ServiceDetails;
    if (service.kind !== 'ssl' || service.provisioning !== 'validating' || !details.externalId || !details.validation) throw refused('method', SERVICE_MESSAGES.validationNotPending);
    const status = await deps.provisioner.completeValidation(details.externalId, method, trx);
    const validation = { ...details.validation, method, completed: status.validation?.completed ?? true };
    await saveServiceDetails(trx, service.id, { ...details, validation }, now);
    await deps.jobs.send('provision-service', { serviceId: service.id }, { trx });
  });
}

/**
 * A one-click sign-in to the customer's own active hosting account's control panel (issue 31 item 3: cPanel's
 * create_user_session through the provisioner): the short-lived address to open, never stored. Another customer's
 * service is NOT_FOUND; a service that is not an active, provisioned hosting account is refused with the rule's words;
 * the panel down is SYSTEM_BUSY.
 */
export async function panelSignInOf(deps: Pick<AreaDeps, 'db' | 'provisioner'>, userId: string, id: string): Promise<PanelSignIn> {
  const service = await findUserService(deps.db, userId, id);
  const externalId = (service.details as ServiceDetails).externalId;
  if (!isHostingService(service.kind) || service.status !== 'active' || !externalId) throw refused('id', SERVICE_MESSAGES.panelUnavailable);
  try {
    return await deps.provisioner.panelSignIn(externalId, deps.db);
  } catch (error) {
    // The panel down or busy: try again in a moment; the account unknown to it: staff's to look at.
    if (error instanceof ProvisioningError) throw new AppError(error.retryable ? 'SYSTEM_BUSY' : 'SERVICE_SERVER_ERROR');
    throw error;
  }
}
