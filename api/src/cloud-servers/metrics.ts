import type { CloudServerMetrics } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import type { ServiceDetails } from '../db/tables/services';
import { AppError } from '../errors';
import { findUserService } from '../services/services.repository';
import { resourcesOf, serverConfigurationOf } from './upgrade';

/** The hours a server's page shows. */
const HOURS = 24;

/**
 * One of my cloud servers' use over the last 24 hours, from its hypervisor (an hour a sample, oldest first), with
 * its RAM and disk to read them against. A server that is not running (being built, suspended, cancelled) has no
 * samples. Another customer's, or a service that is not a cloud server: NOT_FOUND.
 */
export async function cloudServerMetrics(deps: Pick<AreaDeps, 'db' | 'provisioner' | 'clock'>, userId: string, serviceId: string): Promise<CloudServerMetrics> {
  const service = await findUserService(deps.db, userId, serviceId);
  if (service.kind !== 'cloud-server') throw new AppError('NOT_FOUND');
  const externalId = (service.details as ServiceDetails).externalId;
  const resources = await resourcesOf(deps.db, await serverConfigurationOf(deps.db, service));
  const figures = { serviceId: service.id, ramMb: resources.ramGb * 1024, storageGb: resources.storageGb };
  if (service.status !== 'active' || service.provisioning !== 'ready' || !externalId) return { ...figures, running: false, storageUsedGb: 0, samples: [] };
  const usage = await deps.provisioner.usage(externalId, deps.db);
  const samples = await deps.provisioner.metrics(externalId, { to: deps.clock.now(), hours: HOURS }, deps.db);
  return { ...figures, running: true, storageUsedGb: usage.storageUsedGb, samples: samples.map((sample) => ({ ...sample, at: sample.at.toISOString() })) };
}
