import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type Contact, type ContactFields, type ContactInput } from '@storefront/contracts';
import type { ContactRow, Database, Db } from '../db/database';
import { AppError } from '../errors';

const iso = (value: Date | string) => new Date(value).toISOString();

export function contactFields(row: ContactRow): ContactFields {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    organization: row.organization,
    identityNumber: row.identity_number,
    phoneNumber: row.phone_number,
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    stateProvince: row.state_province,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
  };
}

function toContact(row: ContactRow, viewerId: string, ownerName: string): Contact {
  return { id: row.id, ...contactFields(row), isDefault: row.is_default, shared: row.user_id !== viewerId, ownerName, createdAt: iso(row.created_at) };
}

function columns(input: ContactInput) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    organization: input.organization,
    identity_number: input.identityNumber,
    phone_number: input.phoneNumber,
    email: input.email,
    address1: input.address1,
    address2: input.address2,
    state_province: input.stateProvince,
    postal_code: input.postalCode,
    city: input.city,
    country: input.country,
  };
}

/** My contacts (default first), then the contacts of users who shared theirs with me, each labelled with its owner's full name. */
export async function listContacts(db: Db, userId: string): Promise<Contact[]> {
  const rows = await db
    .selectFrom('contacts')
    .innerJoin('users', 'users.id', 'contacts.user_id')
    .selectAll('contacts')
    .select(['users.first_name as owner_first_name', 'users.last_name as owner_last_name'])
    .where((eb) =>
      eb.or([
        eb('contacts.user_id', '=', userId),
        eb('contacts.user_id', 'in', eb.selectFrom('contact_shares').select('owner_id').where('grantee_id', '=', userId)),
      ]),
    )
    .execute();
  const own = (row: ContactRow) => (row.user_id === userId ? 0 : 1);
  rows.sort((a, b) => own(a) - own(b) || Number(b.is_default) - Number(a.is_default) || new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id));
  return rows.map((row) => toContact(row, userId, `${row.owner_first_name} ${row.owner_last_name}`.trim()));
}

/** A contact I own or that was shared with me; anything else is NOT_FOUND (no IDOR). */
export async function readContact(db: Db, userId: string, id: string): Promise<Contact> {
  const found = (await listContacts(db, userId)).find((contact) => contact.id === id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

async function lockUser(trx: Transaction<Database>, userId: string) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

async function countOwn(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('contacts').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function contactLimit(db: Db, userId: string) {
  const count = await countOwn(db, userId);
  return { count, limit: CONTACT_LIMITS.maxSaved, canAdd: count < CONTACT_LIMITS.maxSaved };
}

async function clearDefault(trx: Transaction<Database>, userId: string, now: Date) {
  await trx.updateTable('contacts').set({ is_default: false, updated_at: now }).where('user_id', '=', userId).where('is_default', '=', true).execute();
}

/** Saves a new contact (the user's first becomes the default); the 4th answers ADD_ADDRESS_WAS_LIMITED. */
export async function createContact(trx: Transaction<Database>, userId: string, input: ContactInput, now: Date): Promise<string> {
  await lockUser(trx, userId);
  const count = await countOwn(trx, userId);
  if (count >= CONTACT_LIMITS.maxSaved) throw new AppError('ADD_ADDRESS_WAS_LIMITED');
  const isDefault = input.isDefault || count === 0;
  if (isDefault) await clearDefault(trx, userId, now);
  const id = randomUUID();
  await trx.insertInto('contacts').values({ id, user_id: userId, ...columns(input), is_default: isDefault, created_at: now, updated_at: now }).execute();
  return id;
}

/** My contact, locked; another user's (shared or not) is NOT_FOUND: shared contacts are never editable by the grantee. */
async function lockOwnContact(trx: Transaction<Database>, userId: string, id: string): Promise<ContactRow> {
  const row = await trx.selectFrom('contacts').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateContact(trx: Transaction<Database>, userId: string, id: string, input: ContactInput, now: Date): Promise<void> {
  await lockUser(trx, userId);
  const row = await lockOwnContact(trx, userId, id);
  if (input.isDefault && !row.is_default) await clearDefault(trx, userId, now);
  await trx
    .updateTable('contacts')
    .set({ ...columns(input), is_default: input.isDefault || row.is_default, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setDefaultContact(trx: Transaction<Database>, userId: string, id: string, now: Date): Promise<void> {
  await lockUser(trx, userId);
  await lockOwnContact(trx, userId, id);
  await clearDefault(trx, userId, now);
  await trx.updateTable('contacts').set({ is_default: true, updated_at: now }).where('id', '=', id).execute();
}

/** Deletes my contact ('No more addresses to delete' when I have none); the oldest remaining becomes the default if it was. */
export async function deleteContact(trx: Transaction<Database>, userId: string, id: string, now: Date): Promise<void> {
  await lockUser(trx, userId);
  if ((await countOwn(trx, userId)) === 0) throw new AppError('BAD_REQUEST', undefined, undefined, CONTACT_MESSAGES.noMoreToDelete);
  const row = await lockOwnContact(trx, userId, id);
  await trx.deleteFrom('contacts').where('id', '=', id).execute();
  if (row.is_default) {
    const next = await trx.selectFrom('contacts').select('id').where('user_id', '=', userId).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
    if (next) await trx.updateTable('contacts').set({ is_default: true, updated_at: now }).where('id', '=', next.id).execute();
  }
}

/** Lets the user with this email select my contacts (NOT_FOUND for an unknown email or myself). */
export async function shareContacts(db: Db, ownerId: string, email: string, now: Date): Promise<void> {
  const grantee = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!grantee || grantee.id === ownerId) throw new AppError('NOT_FOUND');
  await db.insertInto('contact_shares').values({ owner_id: ownerId, grantee_id: grantee.id, created_at: now }).onConflict((oc) => oc.columns(['owner_id', 'grantee_id']).doNothing()).execute();
}

export async function unshareContacts(db: Db, ownerId: string, email: string): Promise<void> {
  const grantee = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (grantee) await db.deleteFrom('contact_shares').where('owner_id', '=', ownerId).where('grantee_id', '=', grantee.id).execute();
}

export async function listShares(db: Db, ownerId: string) {
  const rows = await db
    .selectFrom('contact_shares')
    .innerJoin('users', 'users.id', 'contact_shares.grantee_id')
    .select(['users.email', 'users.first_name', 'users.last_name', 'contact_shares.created_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('contact_shares.created_at')
    .execute();
  return rows.map((row) => ({ email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), createdAt: iso(row.created_at) }));
}
