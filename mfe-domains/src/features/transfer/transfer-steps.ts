import { DOMAIN_MESSAGES, SEARCH_TERM_MESSAGES, validateSearchTerm, type TransferCheck } from '@storefront/contracts';

/** The six steps of a transfer in (spec §2 domain transfer page). */
export const TRANSFER_STEPS = ['signIn', 'open', 'search', 'verify', 'code', 'checkout'] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];

export interface TransferProgress {
  signedIn: boolean;
  /** The domain being checked (from the URL). */
  domain: string | null;
  /** The readiness answer for it, once known. */
  check: TransferCheck | null;
  /** The auth/EPP code was accepted. */
  verified: boolean;
}

/** Where the customer stands: the first step not done yet. */
export function currentStep({ signedIn, domain, check, verified }: TransferProgress): TransferStep {
  if (!signedIn) return 'signIn';
  if (!domain) return 'search';
  if (!check || check.domain !== domain || !check.transferable) return 'verify';
  if (!verified) return 'code';
  return 'checkout';
}

export type StepState = 'done' | 'current' | 'upcoming';

export function stepState(step: TransferStep, current: TransferStep): StepState {
  const at = TRANSFER_STEPS.indexOf(current);
  const index = TRANSFER_STEPS.indexOf(step);
  return index < at ? 'done' : index === at ? 'current' : 'upcoming';
}

export type DomainInput = { ok: true; domain: string } | { ok: false; message: string };

/** The domain to transfer: a full name (keyword and ending), with the spec §5 wording. */
export function validateTransferDomain(raw: string): DomainInput {
  const result = validateSearchTerm(raw);
  if (!result.ok) return { ok: false, message: result.error === 'required' ? SEARCH_TERM_MESSAGES.required : DOMAIN_MESSAGES.invalidDomain };
  if (!result.value.includes('.')) return { ok: false, message: DOMAIN_MESSAGES.invalidDomain };
  return { ok: true, domain: result.value };
}
