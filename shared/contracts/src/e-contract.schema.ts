import { z } from 'zod';
import { CONTRACT_KINDS } from './e-contract';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const contractSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  number: z.string(),
  title: z.string(),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
});

export const contractSignatureSchema = z.object({
  signedAt: z.string(),
  signedBy: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  sha256: sha256Hex,
  method: z.enum(['manual', 'auto']),
});

export const contractDetailSchema = contractSummarySchema.extend({ body: z.string(), sha256: sha256Hex, signature: contractSignatureSchema.nullable() });

export const contractListSchema = z.object({ items: z.array(contractSummarySchema) });
export const contractParamsSchema = z.object({ id: z.uuid() });
export const contractQuerySchema = z.object({ id: z.uuid() });

/** POST /api/user/contracts/{id}/sign: the sha256 of the text the customer read (refused when it is not the contract's text). */
export const signContractSchema = z.object({ sha256: sha256Hex });

export const autoSignStateSchema = z.object({ autoSign: z.boolean(), acceptedAt: z.string().nullable() });
