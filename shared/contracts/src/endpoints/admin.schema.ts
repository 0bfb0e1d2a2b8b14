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
import { adminEndpoints } from './admin';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  listRemotes: { response: remoteRegistrySchema },
  updateRemote: { params: remoteNameParamsSchema, body: remoteUpdateSchema, response: remoteConfigSchema },
  listRemoteVersions: { params: remoteNameParamsSchema, response: remoteVersionsSchema },
  // 200 both when the version is new (outcome: 'published') and when the same bytes were published before ('unchanged').
  publishRemoteVersion: { params: remoteNameParamsSchema, body: remotePublishSchema, response: remotePublishResultSchema },
  listRemoteAudit: { query: remoteAuditQuerySchema, response: remoteAuditSchema },
  setRemoteCanary: { params: remoteNameParamsSchema, body: remoteCanaryUpdateSchema, response: remoteConfigSchema },
  startRemotePreview: { params: remoteNameParamsSchema, body: remotePreviewRequestSchema, response: remotePreviewSchema },
  endRemotePreview: { response: z.null(), status: 204 },
  findUser: { query: staffUserQuerySchema, response: staffUserSchema },
  setUserBan: { params: banParamsSchema, body: banSchema, response: staffUserSchema },
  listPaymentSessions: { query: paymentSessionsQuerySchema, response: staffPaymentSessionsSchema },
  confirmTransfer: { params: paymentSessionParamsSchema, body: transferConfirmSchema, response: transferConfirmationSchema },
  rejectTransfer: { params: paymentSessionParamsSchema, body: transferRejectSchema, response: paymentSessionSchema },
  listPaymentAnomalies: { query: paymentAnomaliesQuerySchema, response: paymentAnomaliesSchema },
  matchBankStatement: { body: bankStatementInputSchema, response: bankStatementMatchSchema },
  confirmBankStatement: { body: bankStatementConfirmSchema, response: bankStatementConfirmationSchema },
  issueInvoice: { params: staffUserParamsSchema, body: manualInvoiceSchema, response: invoiceSchema },
  adjustBalance: { params: staffUserParamsSchema, body: balanceAdjustmentSchema, response: balanceAdjustmentResultSchema },
  grantPromoCredit: { params: staffUserParamsSchema, body: promoCreditGrantSchema, response: promoCreditGrantResultSchema },
  setUserRole: { params: staffUserParamsSchema, body: staffRoleChangeSchema, response: staffUserSchema },
  listApprovals: { query: staffApprovalQuerySchema, response: staffApprovalListSchema },
  approveApproval: { params: staffApprovalParamsSchema, body: staffApprovalDecisionSchema, response: staffApprovalSchema },
  rejectApproval: { params: staffApprovalParamsSchema, body: staffApprovalDecisionSchema, response: staffApprovalSchema },
} as const;

export const adminSchemas: BoundEndpoints<typeof adminEndpoints, typeof schemas> = bindSchemas('admin', adminEndpoints, schemas);
