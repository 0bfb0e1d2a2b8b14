/**
 * Electronic contracts (spec §1 "pending electronic contracts", §3 Contract kinds, §7 /user/contracts/*):
 * the kinds, their paths and the types the browser reads. A contract is created where it arises (a paid
 * service order, an AWS account request, a manual invoice issued by staff) with its exact text; signing
 * records who, when, from where (IP, user agent) and the sha256 of the text signed.
 */

/** AWS account, manual invoice, service, summary (spec §3). */
export const CONTRACT_KINDS = ['aws-account', 'manual-invoice', 'service', 'summary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** How a contract was signed: by the customer pressing Sign, or automatically under their consent (checkout, popup). */
export type ContractSignMethod = 'manual' | 'auto';

export interface ContractSignature {
  signedAt: string;
  /** The signer's full name and email, as at signing. */
  signedBy: string;
  ip: string | null;
  userAgent: string | null;
  /** sha256 (hex) of the exact text signed. */
  sha256: string;
  method: ContractSignMethod;
}

/** A contract as a list shows it (the pending-contracts popup, the overview card, the contracts list). */
export interface ContractSummary {
  id: string;
  kind: ContractKind;
  /** Human reference, e.g. CT-2026-000012 (no internal id on the page). */
  number: string;
  title: string;
  createdAt: string;
  signedAt: string | null;
}

/** A contract with the exact text to read and sign, and its signature once signed. */
export interface ContractDetail extends ContractSummary {
  /** The exact text: plain text, paragraphs separated by blank lines. */
  body: string;
  /** sha256 (hex) of `body`: what signing must echo back (the text the customer read is the text signed). */
  sha256: string;
  signature: ContractSignature | null;
}

/** The customer's automatic signing: on since when (null: off). */
export interface AutoSignState {
  autoSign: boolean;
  acceptedAt: string | null;
}

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
