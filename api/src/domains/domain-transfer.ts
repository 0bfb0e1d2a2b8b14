import { DOMAIN_DAYS, DOMAIN_MESSAGES, formatMessage, type TransferBlocker, type TldKind, type TransferCheck, type WhoisPendingTransfer } from '@storefront/contracts';
import { invalidField } from '../errors';
import { requireTldOf, type DomainDeps } from './domain-deps';
import { domainLifecycle } from './domain-lifecycle';
import { transferTotal } from './domain-pricing';
import { findDomain } from './domains.repository';

/** The `{reason}` of DOMAIN_MESSAGES.notTransferable. */
export const TRANSFER_BLOCKER_REASONS: Record<TransferBlocker, string> = {
  notRegistered: 'it is not registered yet',
  locked: 'it is locked at its current registrar (clientTransferProhibited); ask them to unlock it',
  recentlyRegistered: `it was registered less than ${DOMAIN_DAYS.transferLockAfterRegistration} days ago`,
  alreadyWithUs: 'it is already registered with us',
  pendingTransfer: 'a transfer of it is already under way',
};

/** GET /api/domains/transfer/check: whether a name can come to us now, and what it costs (one year included). */
export async function transferCheck(deps: DomainDeps, domain: string): Promise<TransferCheck> {
  const tld = await requireTldOf(deps, domain);
  const price = transferTotal(tld);
  const held = await findDomain(deps.db, domain);
  if (held) {
    const lifecycle = domainLifecycle(held, tld.kind, deps.clock.now());
    if (lifecycle === 'pendingTransfer') return { domain, tld: tld.tld, transferable: false, blocker: 'pendingTransfer', price };
    if (lifecycle !== 'released') return { domain, tld: tld.tld, transferable: false, blocker: 'alreadyWithUs', price };
  }
  const readiness = await deps.registry.transferCheck(domain);
  return { domain, tld: tld.tld, transferable: readiness.transferable, blocker: readiness.blocker, price };
}

/**
 * Whose transfer of a name to us is under way (its holding is pendingTransfer until the old registrar lets go):
 * 'yours' for the asker's own, 'another' for anyone else's (a guest is never told it is theirs); null for none.
 */
export async function pendingTransferOf(deps: Pick<DomainDeps, 'db' | 'clock'>, domain: string, kind: TldKind, userId: string | null): Promise<WhoisPendingTransfer | null> {
  const held = await findDomain(deps.db, domain);
  if (!held || domainLifecycle(held, kind, deps.clock.now()) !== 'pendingTransfer') return null;
  return userId !== null && held.user_id === userId ? 'yours' : 'another';
}

/** A transferable name and its right auth code, else the BAD_REQUEST the transfer page shows on the field. */
export async function requireTransferable(deps: DomainDeps, domain: string, authCode: string, paths = { domain: 'domain', authCode: 'authCode' }): Promise<TransferCheck> {
  const check = await transferCheck(deps, domain);
  if (!check.transferable) {
    const reason = TRANSFER_BLOCKER_REASONS[check.blocker ?? 'notRegistered'];
    throw invalidField(paths.domain, formatMessage(DOMAIN_MESSAGES.notTransferable, { name: domain, reason }));
  }
  if (!(await deps.registry.verifyAuthCode(domain, authCode))) throw invalidField(paths.authCode, DOMAIN_MESSAGES.authCodeIncorrect);
  return check;
}
