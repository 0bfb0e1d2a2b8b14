import type { z } from 'zod';
import type { AutoSignState, ContractDetail, ContractSummary } from '../e-contract';
import type { contractQuerySchema, signContractSchema } from '../e-contract.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * Electronic contracts (spec §7 "Contracts under /user/contracts/: unsigned, aws-account/{id}, manual-invoice/{id},
 * summary, service/detail" and PATCH /users/auto-sign/accept). Tag `Contract`: signing refetches the popup's list,
 * the overview card and the contract's page.
 */
export const eContractsEndpoints = {
  listUnsignedContracts: { method: 'GET', path: '/api/user/contracts/unsigned', response: typed<{ items: ContractSummary[] }>(), tags: ['Contract'] },
  listContracts: { method: 'GET', path: '/api/user/contracts', response: typed<{ items: ContractSummary[] }>(), tags: ['Contract'] },
  getAwsAccountContract: { method: 'GET', path: '/api/user/contracts/aws-account/:id', response: typed<ContractDetail>(), tags: ['Contract'] },
  getManualInvoiceContract: { method: 'GET', path: '/api/user/contracts/manual-invoice/:id', response: typed<ContractDetail>(), tags: ['Contract'] },
  getServiceContract: { method: 'GET', path: '/api/user/contracts/service/detail', query: typed<z.input<typeof contractQuerySchema>>(), response: typed<ContractDetail>(), tags: ['Contract'] },
  getSummaryContract: { method: 'GET', path: '/api/user/contracts/summary', query: typed<z.input<typeof contractQuerySchema>>(), response: typed<ContractDetail>(), tags: ['Contract'] },
  signContract: { method: 'POST', path: '/api/user/contracts/:id/sign', body: typed<z.input<typeof signContractSchema>>(), response: typed<ContractDetail>(), tags: ['Contract'] },
  getAutoSign: { method: 'GET', path: '/api/users/auto-sign', response: typed<AutoSignState>(), tags: ['AutoSign'] },
  acceptAutoSign: { method: 'PATCH', path: '/api/users/auto-sign/accept', response: typed<AutoSignState>(), tags: ['AutoSign', 'Contract'] },
} as const satisfies Endpoints;
