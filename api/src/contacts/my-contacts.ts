import { CONTACT_LIMITS, type Contact, type ContactInput } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import {
  contactLimit,
  createContact,
  deleteContact,
  listContacts,
  listShares,
  readContact,
  setDefaultContact,
  shareContacts,
  unshareContacts,
  updateContact,
} from './contacts.repository';

/**
 * The signed-in customer's billing contacts (spec §7 "User and account"), as the account's routes ask for them: each
 * change in a transaction of its own, then the contact (or the shares) as they are after it.
 */

type Deps = Pick<AreaDeps, 'db'>;
type ClockedDeps = Pick<AreaDeps, 'db' | 'clock'>;

/** My contacts (default first), then those shared with me, with how many I may save. */
export async function listMyContacts(deps: Deps, userId: string) {
  return { items: await listContacts(deps.db, userId), limit: CONTACT_LIMITS.maxSaved };
}

export async function myContactLimit(deps: Deps, userId: string) {
  return contactLimit(deps.db, userId);
}

export async function readMyContact(deps: Deps, userId: string, id: string): Promise<Contact> {
  return readContact(deps.db, userId, id);
}

/** The users I let select my contacts. */
export async function listMyShares(deps: Deps, userId: string) {
  return { items: await listShares(deps.db, userId) };
}

/** Lets the user with this email select my contacts; the shares after. */
export async function shareMyContacts(deps: ClockedDeps, userId: string, email: string) {
  await shareContacts(deps.db, userId, email, deps.clock.now());
  return listMyShares(deps, userId);
}

/** Stops letting the user with this email select my contacts; the shares after. */
export async function unshareMyContacts(deps: Deps, userId: string, email: string) {
  await unshareContacts(deps.db, userId, email);
  return listMyShares(deps, userId);
}

/** Saves a new contact and answers it as saved. */
export async function addMyContact(deps: ClockedDeps, userId: string, input: ContactInput): Promise<Contact> {
  const id = await deps.db.transaction().execute((trx) => createContact(trx, userId, input, deps.clock.now()));
  return readContact(deps.db, userId, id);
}

export async function updateMyContact(deps: ClockedDeps, userId: string, id: string, input: ContactInput): Promise<Contact> {
  await deps.db.transaction().execute((trx) => updateContact(trx, userId, id, input, deps.clock.now()));
  return readContact(deps.db, userId, id);
}

export async function setMyDefaultContact(deps: ClockedDeps, userId: string, id: string): Promise<Contact> {
  await deps.db.transaction().execute((trx) => setDefaultContact(trx, userId, id, deps.clock.now()));
  return readContact(deps.db, userId, id);
}

export async function deleteMyContact(deps: ClockedDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute((trx) => deleteContact(trx, userId, id, deps.clock.now()));
}
