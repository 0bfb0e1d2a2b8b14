import { z } from 'zod';
import { CONTRACT_KINDS } from './e-contract';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** A contract as a list shows it (the pending-contracts popup, the overview card, the contracts list). */
export const contractSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  /** Human reference, e.g. CT-2026-000012 (no internal id on the page). */
  number: z.string(),
  title: z.string(),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
});

export const contractSignatureSchema = z.object({
  signedAt: z.string(),
  /** The signer's full name and email, as at signing. */
  signedBy: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** sha256 (hex) of the exact text signed. */
  sha256: sha256Hex,
  method: z.enum(['manual', 'auto']),
});

/** A contract with the exact text to read and sign, and its signature once signed. */
export const contractDetailSchema = contractSummarySchema.extend({
  /** The exact text: plain text, paragraphs separated by blank lines. */
  body: z.string(),
  /** sha256 (hex) of `body`: what signing must echo back (the text the customer read is the text signed). */
  sha256: sha256Hex,
  signature: contractSignatureSchema.nullable(),
});

export const contractListSchema = z.object({ items: z.array(contractSummarySchema) });
export const contractParamsSchema = z.object({ id: z.uuid() });
export const contractQuerySchema = z.object({ id: z.uuid() });

/** POST /api/user/contracts/{id}/sign: the sha256 of the text the customer read (refused when it is not the contract's text). */
export const signContractSchema = z.object({ sha256: sha256Hex });

/** The customer's automatic signing: on since when (null: off). */
export const autoSignStateSchema = z.object({ autoSign: z.boolean(), acceptedAt: z.string().nullable() });
