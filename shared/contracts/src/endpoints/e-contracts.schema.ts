import { autoSignStateSchema, contractDetailSchema, contractListSchema, contractParamsSchema, contractQuerySchema, signContractSchema } from '../e-contract.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * Electronic contracts (spec §7 "Contracts under /user/contracts/: unsigned, aws-account/{id}, manual-invoice/{id},
 * summary, service/detail" and PATCH /users/auto-sign/accept). Tag `Contract`: signing refetches the popup's list,
 * the overview card and the contract's page.
 * Said once here; the browser's `eContractsEndpoints` (./e-contracts.ts) is generated from it.
 */
export const eContractsSchemas = defineEndpoints(
  { area: 'eContracts', declarations: 'eContractsEndpoints' },
  {
    listUnsignedContracts: { method: 'GET', path: '/api/user/contracts/unsigned', response: contractListSchema, tags: ['Contract'] },
    listContracts: { method: 'GET', path: '/api/user/contracts', response: contractListSchema, tags: ['Contract'] },
    getAwsAccountContract: { method: 'GET', path: '/api/user/contracts/aws-account/:id', params: contractParamsSchema, response: contractDetailSchema, tags: ['Contract'] },
    getManualInvoiceContract: { method: 'GET', path: '/api/user/contracts/manual-invoice/:id', params: contractParamsSchema, response: contractDetailSchema, tags: ['Contract'] },
    getServiceContract: { method: 'GET', path: '/api/user/contracts/service/detail', query: contractQuerySchema, response: contractDetailSchema, tags: ['Contract'] },
    getSummaryContract: { method: 'GET', path: '/api/user/contracts/summary', query: contractQuerySchema, response: contractDetailSchema, tags: ['Contract'] },
    signContract: { method: 'POST', path: '/api/user/contracts/:id/sign', params: contractParamsSchema, body: signContractSchema, response: contractDetailSchema, tags: ['Contract'] },
    getAutoSign: { method: 'GET', path: '/api/users/auto-sign', response: autoSignStateSchema, tags: ['AutoSign'] },
    acceptAutoSign: { method: 'PATCH', path: '/api/users/auto-sign/accept', response: autoSignStateSchema, tags: ['AutoSign', 'Contract'] },
  },
);
