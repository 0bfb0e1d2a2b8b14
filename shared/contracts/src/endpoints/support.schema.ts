import { supportMessageInputSchema, supportMessageReceiptSchema } from '../support.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { supportEndpoints } from './support';

const schemas = {
  sendSupportMessage: { body: supportMessageInputSchema, response: supportMessageReceiptSchema, status: 201 },
} as const;

export const supportSchemas: BoundEndpoints<typeof supportEndpoints, typeof schemas> = bindSchemas('support', supportEndpoints, schemas);
