import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminSchemas, fortuneWheelSchemas, slaSchemas, type StaffAuditArea } from '@storefront/contracts';
import { recordStaffAudit } from './staff-audit.repository';

interface Audited {
  area: Exclude<StaffAuditArea, 'remote'>;
  action: string | ((body: Record<string, unknown>) => string);
  target: (params: Record<string, string>) => string;
  /** The reason the request gave, or what stands for it. */
  reason: (body: Record<string, unknown>) => string;
}

const reasonOf = (body: Record<string, unknown>, fallback: string) => (typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : fallback);

/**
 * The staff actions whose routes predate the console (payments, customers, the wheel): written to the one audit log
 * after they succeed, their answer as `after` (the console's own actions write theirs in the transaction of the change).
 */
const AUDITED: Record<string, Audited> = {
  [`${adminSchemas.confirmTransfer.method} ${adminSchemas.confirmTransfer.path}`]: {
    area: 'payment',
    action: 'confirm transfer',
    target: (p) => `payment:${p.sessionId}`,
    reason: (b) => reasonOf(b, typeof b.bankReference === 'string' ? `money received (bank reference ${b.bankReference})` : 'money received'),
  },
  [`${adminSchemas.rejectTransfer.method} ${adminSchemas.rejectTransfer.path}`]: { area: 'payment', action: 'reject transfer', target: (p) => `payment:${p.sessionId}`, reason: (b) => reasonOf(b, 'rejected') },
  [`${adminSchemas.setUserBan.method} ${adminSchemas.setUserBan.path}`]: {
    area: 'customer',
    action: (b) => (b.banned ? 'ban' : 'unban'),
    target: (p) => `user:${p.userId}`,
    reason: (b) => reasonOf(b, b.banned ? 'banned' : 'unbanned'),
  },
  [`${adminSchemas.adjustBalance.method} ${adminSchemas.adjustBalance.path}`]: { area: 'customer', action: 'balance adjustment', target: (p) => `user:${p.userId}`, reason: (b) => reasonOf(b, 'adjustment') },
  [`${adminSchemas.grantPromoCredit.method} ${adminSchemas.grantPromoCredit.path}`]: { area: 'customer', action: 'promo credit grant', target: (p) => `user:${p.userId}`, reason: (b) => reasonOf(b, 'grant') },
  [`${adminSchemas.issueInvoice.method} ${adminSchemas.issueInvoice.path}`]: { area: 'customer', action: 'manual invoice', target: (p) => `user:${p.userId}`, reason: (b) => reasonOf(b, 'manual invoice') },
  [`${slaSchemas.recordServerOutage.method} ${slaSchemas.recordServerOutage.path}`]: { area: 'customer', action: 'record server outage', target: (p) => `service:${p.id}`, reason: (b) => reasonOf(b, 'outage recorded') },
  [`${fortuneWheelSchemas.createFortuneWheel.method} ${fortuneWheelSchemas.createFortuneWheel.path}`]: { area: 'programme', action: 'create wheel', target: () => 'wheel:new', reason: (b) => reasonOf(b, 'new wheel') },
  [`${fortuneWheelSchemas.updateFortuneWheel.method} ${fortuneWheelSchemas.updateFortuneWheel.path}`]: { area: 'programme', action: 'change wheel', target: (p) => `wheel:${p.id}`, reason: (b) => reasonOf(b, 'wheel and prizes changed') },
};

function auditedOf(request: FastifyRequest): Audited | undefined {
  return AUDITED[`${request.method} ${request.routeOptions.url ?? ''}`];
}

/** Adds the hook that audits AUDITED routes once they answered 2xx (not 202: a change waiting for approval audits its request itself). */
export function addStaffActionAudit(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const audited = auditedOf(request);
    if (!audited || reply.statusCode >= 300 || reply.statusCode === 202 || !request.user) return payload;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    let after: unknown = null;
    try {
      after = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      after = null;
    }
    await recordStaffAudit(app.db, { email: request.user.email, userId: request.user.id }, {
      area: audited.area,
      action: typeof audited.action === 'function' ? audited.action(body) : audited.action,
      target: audited.target((request.params ?? {}) as Record<string, string>),
      before: audited.area === 'payment' ? { status: 'pending' } : null,
      after,
      reason: audited.reason(body),
    });
    return payload;
  });
}
