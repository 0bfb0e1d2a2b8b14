import type { AreaDeps } from '../deps';
import { applyPaidUpgrades } from '../cloud-servers/upgrade';
import type { JobQueue } from '../jobs/job-queue';
import type { OrderPaidStep } from '../payments/order-paid';
import { notifyCustomer, recordStepOnce } from './notify';
import { createServicesForOrder } from './services.repository';

/** What the services step needs beside the payment's own deps (payments/idempotent-call.ts recordDepsOf spreads it in). */
export interface ServicesDeps {
  services: { jobs: JobQueue; publicUrl: string };
}

export const servicesDepsOf = (app: Pick<AreaDeps, 'jobs' | 'config'>): ServicesDeps => ({ services: { jobs: app.jobs, publicUrl: app.config.publicUrl } });

/**
 * After payment (inside its transaction): each hosting, cloud server and SSL item becomes a pending service
 * and a provisioning job (a server upgrade changes its server, resized by the same job), both committed with the payment or not at all — the slow part (the control panel, the
 * CA) runs in the job. The customer gets the order confirmation with the invoice (email) and an "order paid"
 * notification, once per order.
 */
export const provisionPaidServices: OrderPaidStep = async (trx, deps, { order, items, user, invoice, now }) => {
  const hooks = deps.services;
  const created = await createServicesForOrder(trx, order.id, user.id, items, now);
  for (const service of created) await hooks.jobs.send('provision-service', { serviceId: service.id }, { trx });
  // A paid server upgrade: its new configuration recorded now, the resize made by the same provisioning job.
  const upgraded = await applyPaidUpgrades(trx, user.id, items, now);
  for (const serviceId of upgraded) await hooks.jobs.send('provision-service', { serviceId }, { trx });
  if (!(await recordStepOnce(trx, order.id, 'order-paid', invoice.id, now))) return;
  const lines = await trx.selectFrom('invoice_lines').select(['description', 'amount']).where('invoice_id', '=', invoice.id).orderBy('seq').execute();
  await notifyCustomer(
    trx,
    user,
    { kind: 'order-paid', params: { invoiceNumber: invoice.number, total: invoice.total, lines, link: `${hooks.publicUrl}/account/invoices/${invoice.id}` } },
    now,
  );
};
