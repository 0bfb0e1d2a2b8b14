import { z } from 'zod';
import { balanceAdjustmentResultSchema, balanceAdjustmentSchema } from '../balance';
import { banSchema } from '../identity.schema';
import { invoiceSchema } from '../invoice';
import { manualInvoiceSchema } from '../online-payment';
import { bankStatementConfirmationSchema, bankStatementConfirmSchema, bankStatementInputSchema, bankStatementMatchSchema } from '../bank-statement.schema';
import { paymentAnomaliesQuerySchema, paymentAnomaliesSchema } from '../payment-anomaly';
import {
  paymentSessionParamsSchema,
  paymentSessionSchema,
  paymentSessionsQuerySchema,
  staffPaymentSessionsSchema,
  transferConfirmationSchema,
  transferConfirmSchema,
  transferRejectSchema,
} from '../payment-flow';
import { promoCreditGrantResultSchema, promoCreditGrantSchema } from '../promo-credit';
import {
  remoteAuditQuerySchema,
  remoteAuditSchema,
  remoteCanaryUpdateSchema,
  remoteConfigSchema,
  remotePreviewRequestSchema,
  remotePreviewSchema,
  remotePublishResultSchema,
  remotePublishSchema,
  remoteRegistrySchema,
  remoteUpdateSchema,
  remoteVersionsSchema,
} from '../remotes.schema';
import { banParamsSchema, remoteNameParamsSchema, staffUserParamsSchema, staffUserQuerySchema, staffUserSchema } from '../staff';
import { staffApprovalDecisionSchema, staffApprovalListSchema, staffApprovalParamsSchema, staffApprovalQuerySchema, staffApprovalSchema, staffRoleChangeSchema } from '../staff-approvals.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * Staff (spec §7 Admin), behind a staff session: the remotes at runtime (their registry entries, published
 * versions and the audit of changes: ADR 0010), finding and banning customers,
 * transfers waiting for their money, refused provider outcomes, manual invoices, balance adjustments and
 * promo credit grants. Tags: `Remote` (the registry the shell reads too), `RemoteVersion`, `RemoteAudit`, `StaffUser`, `PaymentSession`,
 * `PaymentAnomaly`; moving a customer's money makes the billing tags stale. A change to a customer or a remote also makes
 * `StaffUser` and `StaffAudit` stale (its page and the audit beside it read again), a remote's pin `RemoteVersion`. Each declares its capability (issue 28 item 1);
 * a balance adjustment, a promo credit grant or a voucher beyond the caller's limits answers 202 with a pending
 * approval (StaffApprovalPending) instead of its result, and waits for a second staff member (`StaffApproval`).
 * Said once here; the browser's `adminEndpoints` (./admin.ts) is generated from it.
 */
export const adminSchemas = defineEndpoints(
  { area: 'admin', declarations: 'adminEndpoints' },
  {
    listRemotes: { method: 'GET', capability: 'remotes.read', path: '/api/admin/remotes', response: remoteRegistrySchema, tags: ['Remote'] },
    updateRemote: { method: 'PATCH', capability: 'remotes.write', path: '/api/admin/remotes/:name', params: remoteNameParamsSchema, body: remoteUpdateSchema, response: remoteConfigSchema, tags: ['Remote', 'RemoteAudit', 'RemoteVersion', 'StaffAudit'] },
    listRemoteVersions: { method: 'GET', capability: 'remotes.read', path: '/api/admin/remotes/:name/versions', params: remoteNameParamsSchema, response: remoteVersionsSchema, tags: ['RemoteVersion'] },
    // 200 both when the version is new (outcome: 'published') and when the same bytes were published before ('unchanged').
    publishRemoteVersion: {
      method: 'POST',
      capability: 'remotes.write',
      path: '/api/admin/remotes/:name/versions',
      params: remoteNameParamsSchema,
      body: remotePublishSchema,
      response: remotePublishResultSchema,
      tags: ['RemoteVersion'],
    },
    listRemoteAudit: {
      method: 'GET',
      capability: 'remotes.read',
      path: '/api/admin/remotes/audit',
      query: remoteAuditQuerySchema,
      response: remoteAuditSchema,
      tags: ['RemoteAudit'],
    },
    setRemoteCanary: { method: 'PUT', capability: 'remotes.write', path: '/api/admin/remotes/:name/canary', params: remoteNameParamsSchema, body: remoteCanaryUpdateSchema, response: remoteConfigSchema, tags: ['Remote', 'RemoteAudit', 'StaffAudit'] },
    startRemotePreview: { method: 'POST', capability: 'remotes.write', path: '/api/admin/remotes/:name/preview', params: remoteNameParamsSchema, body: remotePreviewRequestSchema, response: remotePreviewSchema, tags: ['Remote', 'RemoteAudit', 'StaffAudit'] },
    endRemotePreview: { method: 'DELETE', capability: 'remotes.read', path: '/api/admin/remotes/preview', response: z.null(), status: 204, tags: ['Remote'] },
    findUser: { method: 'GET', capability: 'customers.read', path: '/api/admin/users', query: staffUserQuerySchema, response: staffUserSchema, tags: ['StaffUser'] },
    setUserBan: { method: 'PUT', capability: 'customers.ban', path: '/api/admin/users/:userId/ban', params: banParamsSchema, body: banSchema, response: staffUserSchema, tags: ['StaffUser', 'StaffAudit'] },
    listPaymentSessions: {
      method: 'GET',
      capability: 'payments.read',
      path: '/api/admin/payment-sessions',
      query: paymentSessionsQuerySchema,
      response: staffPaymentSessionsSchema,
      tags: ['PaymentSession'],
    },
    confirmTransfer: {
      method: 'POST',
      capability: 'payments.decide',
      path: '/api/admin/payment-sessions/:sessionId/confirm',
      params: paymentSessionParamsSchema,
      body: transferConfirmSchema,
      response: transferConfirmationSchema,
      tags: ['PaymentSession', 'Balance', 'Invoice'],
    },
    rejectTransfer: {
      method: 'POST',
      capability: 'payments.decide',
      path: '/api/admin/payment-sessions/:sessionId/reject',
      params: paymentSessionParamsSchema,
      body: transferRejectSchema,
      response: paymentSessionSchema,
      tags: ['PaymentSession'],
    },
    listPaymentAnomalies: {
      method: 'GET',
      capability: 'payments.read',
      path: '/api/admin/payment-anomalies',
      query: paymentAnomaliesQuerySchema,
      response: paymentAnomaliesSchema,
      tags: ['PaymentAnomaly'],
    },
    matchBankStatement: {
      method: 'POST',
      capability: 'payments.read',
      path: '/api/admin/bank-statements',
      body: bankStatementInputSchema,
      response: bankStatementMatchSchema,
      tags: [],
    },
    confirmBankStatement: {
      method: 'POST',
      capability: 'payments.decide',
      path: '/api/admin/bank-statements/confirm',
      body: bankStatementConfirmSchema,
      response: bankStatementConfirmationSchema,
      tags: ['PaymentSession', 'Balance', 'Invoice', 'StaffAudit'],
    },
    issueInvoice: { method: 'POST', capability: 'invoices.issue', path: '/api/admin/users/:userId/invoices', params: staffUserParamsSchema, body: manualInvoiceSchema, response: invoiceSchema, tags: ['Invoice', 'StaffUser', 'StaffAudit'] },
    adjustBalance: {
      method: 'POST',
      capability: 'balance.adjust',
      path: '/api/admin/users/:userId/balance-adjustments',
      params: staffUserParamsSchema,
      body: balanceAdjustmentSchema,
      response: balanceAdjustmentResultSchema,
      tags: ['Balance', 'StaffUser', 'StaffAudit', 'StaffApproval'],
    },
    grantPromoCredit: {
      method: 'POST',
      capability: 'promo-credit.grant',
      path: '/api/admin/users/:userId/promo-credit',
      params: staffUserParamsSchema,
      body: promoCreditGrantSchema,
      response: promoCreditGrantResultSchema,
      tags: ['PromoCredit', 'StaffUser', 'StaffAudit', 'StaffApproval'],
    },
    setUserRole: {
      method: 'PUT',
      path: '/api/admin/users/:userId/role',
      params: staffUserParamsSchema,
      capability: 'staff.manage',
      body: staffRoleChangeSchema,
      response: staffUserSchema,
      tags: ['StaffUser', 'StaffAudit'],
    },
    listApprovals: {
      method: 'GET',
      path: '/api/admin/approvals',
      capability: 'approvals.review',
      query: staffApprovalQuerySchema,
      response: staffApprovalListSchema,
      tags: ['StaffApproval'],
    },
    approveApproval: {
      method: 'POST',
      path: '/api/admin/approvals/:id/approve',
      params: staffApprovalParamsSchema,
      capability: 'approvals.review',
      body: staffApprovalDecisionSchema,
      response: staffApprovalSchema,
      tags: ['StaffApproval', 'StaffAudit', 'StaffVoucher', 'Balance', 'PromoCredit'],
    },
    rejectApproval: {
      method: 'POST',
      path: '/api/admin/approvals/:id/reject',
      params: staffApprovalParamsSchema,
      capability: 'approvals.review',
      body: staffApprovalDecisionSchema,
      response: staffApprovalSchema,
      tags: ['StaffApproval', 'StaffAudit'],
    },
  },
);
