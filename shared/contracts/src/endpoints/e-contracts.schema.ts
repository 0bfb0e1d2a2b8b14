import { autoSignStateSchema, contractDetailSchema, contractListSchema, contractParamsSchema, contractQuerySchema, signContractSchema } from '../e-contract.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { eContractsEndpoints } from './e-contracts';

const schemas = {
  listUnsignedContracts: { response: contractListSchema },
  listContracts: { response: contractListSchema },
  getAwsAccountContract: { params: contractParamsSchema, response: contractDetailSchema },
  getManualInvoiceContract: { params: contractParamsSchema, response: contractDetailSchema },
  getServiceContract: { query: contractQuerySchema, response: contractDetailSchema },
  getSummaryContract: { query: contractQuerySchema, response: contractDetailSchema },
  signContract: { params: contractParamsSchema, body: signContractSchema, response: contractDetailSchema },
  getAutoSign: { response: autoSignStateSchema },
  acceptAutoSign: { response: autoSignStateSchema },
} as const;

export const eContractsSchemas: BoundEndpoints<typeof eContractsEndpoints, typeof schemas> = bindSchemas('eContracts', eContractsEndpoints, schemas);
