/**
 * Electronic contracts (spec §1 "pending electronic contracts", §3 Contract kinds, §7 /user/contracts/*):
 * the kinds, their paths and the types the browser reads. A contract is created where it arises (a paid
 * service order, an AWS account request, a manual invoice issued by staff) with its exact text; signing
 * records who, when, from where (IP, user agent) and the sha256 of the text signed.
 */
import type { z } from 'zod';
import type { autoSignStateSchema, contractDetailSchema, contractSignatureSchema, contractSummarySchema } from './e-contract.schema';

/** AWS account, manual invoice, service, summary (spec §3). */
export const CONTRACT_KINDS = ['aws-account', 'manual-invoice', 'service', 'summary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** How a contract was signed: by the customer pressing Sign, or automatically under their consent (checkout, popup). */
export type ContractSignMethod = ContractSignature['method'];

export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/** A contract as a list shows it (the pending-contracts popup, the overview card, the contracts list). */
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** A contract with the exact text to read and sign, and its signature once signed. */
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** The customer's automatic signing: on since when (null: off). */
export type AutoSignState = z.infer<typeof autoSignStateSchema>;

/** The account page of a contract, by kind (spec §7 paths, under /account). */
export function contractPagePath(contract: Pick<ContractSummary, 'id' | 'kind'>): string {
  return contract.kind === 'service' ? `/account/contracts/service/detail?id=${encodeURIComponent(contract.id)}` : contract.kind === 'summary' ? `/account/contracts/summary?id=${encodeURIComponent(contract.id)}` : `/account/contracts/${contract.kind}/${encodeURIComponent(contract.id)}`;
}

/** The contract's number from its sequence and year: CT-2026-000012. */
export function contractNumber(year: number, seq: number): string {
  return `CT-${year}-${String(seq).padStart(6, '0')}`;
}

/**
 * sha256 (hex) of the text as the reader's browser has it (Web Crypto), sent when signing so the api can tell the
 * text read is the text stored; null where Web Crypto is unavailable (a page not served over HTTPS), and the
 * caller sends the hash the api gave with the text.
 */
export async function textSha256(text: string): Promise<string | null> {
  const subtle = (globalThis as { crypto?: { subtle?: { digest: (algorithm: string, data: Uint8Array) => Promise<ArrayBuffer> } } }).crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
