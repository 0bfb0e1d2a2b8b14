import type { z } from 'zod';
import type { balanceAdjustmentResultSchema, balanceAdjustmentSchema } from '../balance';
import type { banSchema } from '../identity.schema';
import type { Invoice } from '../invoice';
import type { manualInvoiceSchema } from '../online-payment';
import type { BankStatementConfirmation, BankStatementMatch } from '../bank-statement';
import type { bankStatementConfirmSchema, bankStatementInputSchema } from '../bank-statement.schema';
import type { paymentAnomaliesQuerySchema, paymentAnomaliesSchema } from '../payment-anomaly';
import type { PaymentSession, paymentSessionsQuerySchema, StaffPaymentSessions, TransferConfirmation, transferConfirmSchema, transferRejectSchema } from '../payment-flow';
import type { promoCreditGrantSchema, PromoCreditGrantResult } from '../promo-credit';
import type {
  RemoteAuditEntry,
  remoteAuditQuerySchema,
  remoteCanaryUpdateSchema,
  RemoteConfig,
  RemotePreview,
  remotePreviewRequestSchema,
  remotePublishSchema,
  RemotePublishResult,
  remoteUpdateSchema,
  RemoteVersion,
} from '../remotes.schema';
import type { StaffUser, staffUserQuerySchema } from '../staff';
import type { StaffApproval, StaffApprovalList } from '../staff-approvals';
import type { staffApprovalDecisionSchema, staffApprovalQuerySchema, staffRoleChangeSchema } from '../staff-approvals.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * Staff (spec §7 Admin), behind a staff session: the remotes at runtime (their registry entries, published
 * versions and the audit of changes: ADR 0010), finding and banning customers,
 * transfers waiting for their money, refused provider outcomes, manual invoices, balance adjustments and
 * promo credit grants. Tags: `Remote` (the registry the shell reads too), `RemoteVersion`, `RemoteAudit`, `StaffUser`, `PaymentSession`,
 * `PaymentAnomaly`; moving a customer's money makes the billing tags stale. A change to a customer or a remote also makes
 * `StaffUser` and `StaffAudit` stale (its page and the audit beside it read again), a remote's pin `RemoteVersion`. Each declares its capability (issue 28 item 1);
 * a balance adjustment, a promo credit grant or a voucher beyond the caller's limits answers 202 with a pending
 * approval (StaffApprovalPending) instead of its result, and waits for a second staff member (`StaffApproval`).
 */
export const adminEndpoints = {
  listRemotes: { method: 'GET', capability: 'remotes.read', path: '/api/admin/remotes', response: typed<RemoteConfig[]>(), tags: ['Remote'] },
  updateRemote: { method: 'PATCH', capability: 'remotes.write', path: '/api/admin/remotes/:name', body: typed<z.input<typeof remoteUpdateSchema>>(), response: typed<RemoteConfig>(), tags: ['Remote', 'RemoteAudit', 'RemoteVersion', 'StaffAudit'] },
  listRemoteVersions: { method: 'GET', capability: 'remotes.read', path: '/api/admin/remotes/:name/versions', response: typed<RemoteVersion[]>(), tags: ['RemoteVersion'] },
  publishRemoteVersion: {
    method: 'POST',
    capability: 'remotes.write',
    path: '/api/admin/remotes/:name/versions',
    body: typed<z.input<typeof remotePublishSchema>>(),
    response: typed<RemotePublishResult>(),
    tags: ['RemoteVersion'],
  },
  listRemoteAudit: {
    method: 'GET',
    capability: 'remotes.read',
    path: '/api/admin/remotes/audit',
    query: typed<z.input<typeof remoteAuditQuerySchema>>(),
    response: typed<RemoteAuditEntry[]>(),
    tags: ['RemoteAudit'],
  },
  setRemoteCanary: { method: 'PUT', capability: 'remotes.write', path: '/api/admin/remotes/:name/canary', body: typed<z.input<typeof remoteCanaryUpdateSchema>>(), response: typed<RemoteConfig>(), tags: ['Remote', 'RemoteAudit', 'StaffAudit'] },
  startRemotePreview: { method: 'POST', capability: 'remotes.write', path: '/api/admin/remotes/:name/preview', body: typed<z.input<typeof remotePreviewRequestSchema>>(), response: typed<RemotePreview>(), tags: ['Remote', 'RemoteAudit', 'StaffAudit'] },
  endRemotePreview: { method: 'DELETE', capability: 'remotes.read', path: '/api/admin/remotes/preview', response: typed<null>(), tags: ['Remote'] },
  findUser: { method: 'GET', capability: 'customers.read', path: '/api/admin/users', query: typed<z.input<typeof staffUserQuerySchema>>(), response: typed<StaffUser>(), tags: ['StaffUser'] },
  setUserBan: { method: 'PUT', capability: 'customers.ban', path: '/api/admin/users/:userId/ban', body: typed<z.input<typeof banSchema>>(), response: typed<StaffUser>(), tags: ['StaffUser', 'StaffAudit'] },
  listPaymentSessions: {
    method: 'GET',
    capability: 'payments.read',
    path: '/api/admin/payment-sessions',
    query: typed<z.input<typeof paymentSessionsQuerySchema>>(),
    response: typed<StaffPaymentSessions>(),
    tags: ['PaymentSession'],
  },
  confirmTransfer: {
    method: 'POST',
    capability: 'payments.decide',
    path: '/api/admin/payment-sessions/:sessionId/confirm',
    body: typed<z.input<typeof transferConfirmSchema>>(),
    response: typed<TransferConfirmation>(),
    tags: ['PaymentSession', 'Balance', 'Invoice'],
  },
  rejectTransfer: {
    method: 'POST',
    capability: 'payments.decide',
    path: '/api/admin/payment-sessions/:sessionId/reject',
    body: typed<z.input<typeof transferRejectSchema>>(),
    response: typed<PaymentSession>(),
    tags: ['PaymentSession'],
  },
  listPaymentAnomalies: {
    method: 'GET',
    capability: 'payments.read',
    path: '/api/admin/payment-anomalies',
    query: typed<z.input<typeof paymentAnomaliesQuerySchema>>(),
    response: typed<z.infer<typeof paymentAnomaliesSchema>>(),
    tags: ['PaymentAnomaly'],
  },
  matchBankStatement: {
    method: 'POST',
    capability: 'payments.read',
    path: '/api/admin/bank-statements',
    body: typed<z.input<typeof bankStatementInputSchema>>(),
    response: typed<BankStatementMatch>(),
    tags: [],
  },
  confirmBankStatement: {
    method: 'POST',
    capability: 'payments.decide',
    path: '/api/admin/bank-statements/confirm',
    body: typed<z.input<typeof bankStatementConfirmSchema>>(),
    response: typed<BankStatementConfirmation>(),
    tags: ['PaymentSession', 'Balance', 'Invoice', 'StaffAudit'],
  },
  issueInvoice: { method: 'POST', capability: 'invoices.issue', path: '/api/admin/users/:userId/invoices', body: typed<z.input<typeof manualInvoiceSchema>>(), response: typed<Invoice>(), tags: ['Invoice', 'StaffUser', 'StaffAudit'] },
  adjustBalance: {
    method: 'POST',
    capability: 'balance.adjust',
    path: '/api/admin/users/:userId/balance-adjustments',
    body: typed<z.input<typeof balanceAdjustmentSchema>>(),
    response: typed<z.infer<typeof balanceAdjustmentResultSchema>>(),
    tags: ['Balance', 'StaffUser', 'StaffAudit', 'StaffApproval'],
  },
  grantPromoCredit: {
    method: 'POST',
    capability: 'promo-credit.grant',
    path: '/api/admin/users/:userId/promo-credit',
    body: typed<z.input<typeof promoCreditGrantSchema>>(),
    response: typed<PromoCreditGrantResult>(),
    tags: ['PromoCredit', 'StaffUser', 'StaffAudit', 'StaffApproval'],
  },
  setUserRole: {
    method: 'PUT',
    path: '/api/admin/users/:userId/role',
    capability: 'staff.manage',
    body: typed<z.input<typeof staffRoleChangeSchema>>(),
    response: typed<StaffUser>(),
    tags: ['StaffUser', 'StaffAudit'],
  },
  listApprovals: {
    method: 'GET',
    path: '/api/admin/approvals',
    capability: 'approvals.review',
    query: typed<z.input<typeof staffApprovalQuerySchema>>(),
    response: typed<StaffApprovalList>(),
    tags: ['StaffApproval'],
  },
  approveApproval: {
    method: 'POST',
    path: '/api/admin/approvals/:id/approve',
    capability: 'approvals.review',
    body: typed<z.input<typeof staffApprovalDecisionSchema>>(),
    response: typed<StaffApproval>(),
    tags: ['StaffApproval', 'StaffAudit', 'StaffVoucher', 'Balance', 'PromoCredit'],
  },
  rejectApproval: {
    method: 'POST',
    path: '/api/admin/approvals/:id/reject',
    capability: 'approvals.review',
    body: typed<z.input<typeof staffApprovalDecisionSchema>>(),
    response: typed<StaffApproval>(),
    tags: ['StaffApproval', 'StaffAudit'],
  },
} as const satisfies Endpoints;
