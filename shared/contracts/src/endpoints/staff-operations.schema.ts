import { staffUserSchema } from '../staff';
import {
  forcePasswordChangeSchema,
  staffCustomerDetailSchema,
  staffCustomerParamsSchema,
  staffVoucherCreateSchema,
  staffVoucherExpireSchema,
  staffVoucherListSchema,
  staffVoucherParamsSchema,
  staffVoucherRedemptionsSchema,
  staffVoucherSchema,
  staffVoucherUpdateSchema,
} from '../staff-operations.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { staffOperationsEndpoints } from './staff-operations';

const schemas = {
  getCustomer: { params: staffCustomerParamsSchema, response: staffCustomerDetailSchema },
  forcePasswordChange: { params: staffCustomerParamsSchema, body: forcePasswordChangeSchema, response: staffUserSchema },
  listVouchers: { response: staffVoucherListSchema },
  createVoucher: { body: staffVoucherCreateSchema, response: staffVoucherSchema, status: 201 },
  updateVoucher: { params: staffVoucherParamsSchema, body: staffVoucherUpdateSchema, response: staffVoucherSchema },
  expireVoucher: { params: staffVoucherParamsSchema, body: staffVoucherExpireSchema, response: staffVoucherSchema },
  listVoucherRedemptions: { params: staffVoucherParamsSchema, response: staffVoucherRedemptionsSchema },
} as const;

export const staffOperationsSchemas: BoundEndpoints<typeof staffOperationsEndpoints, typeof schemas> = bindSchemas('staffOperations', staffOperationsEndpoints, schemas);
