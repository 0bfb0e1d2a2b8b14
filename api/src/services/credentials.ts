import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CREDENTIALS_LINK_DAYS, type ServiceCredentials } from '@storefront/contracts';
import { addDays } from '../clock';
import type { Database, Db } from '../db/database';
import type { AreaDeps } from '../deps';
import type { ServiceDetails } from '../db/tables/services';
import { AppError } from '../errors';
import { ipsOf } from './service-view';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The account page that opens a one-time credentials link. */
export const credentialsPath = (token: string) => `/account/services/credentials/${token}`;

/** Keeps a service's initial login behind a one-time link (only the token's hash is stored); answers the token. */
export async function storeCredentials(db: Db, serviceId: string, login: { username: string; password: string }, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('service_credentials')
    .values({ id: randomUUID(), service_id: serviceId, token_hash: hashOf(token), username: login.username, password: login.password, expires_at: addDays(now, CREDENTIALS_LINK_DAYS), opened_at: null, created_at: now })
    .execute();
  return token;
}

/**
 * Opens a one-time link: the login is shown once, to the service's owner, within its days; the password is
 * erased as it is shown (CODE_INCORRECT afterwards, as for every used or expired link).
 */
export async function openCredentials(db: Kysely<Database>, userId: string, token: string, now: Date): Promise<ServiceCredentials> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('service_credentials')
      .innerJoin('services', 'services.id', 'service_credentials.service_id')
      .select(['service_credentials.id', 'service_credentials.username', 'service_credentials.password', 'service_credentials.expires_at', 'services.id as service_id', 'services.name', 'services.details', 'services.user_id'])
      .where('service_credentials.token_hash', '=', hashOf(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.user_id !== userId || row.password === null || new Date(row.expires_at) <= now) throw new AppError('CODE_INCORRECT');
    await trx.updateTable('service_credentials').set({ password: null, opened_at: now }).where('id', '=', row.id).execute();
    const details = row.details as ServiceDetails;
    return { serviceId: row.service_id, name: row.name, username: row.username, password: row.password, controlPanelUrl: details.controlPanelUrl ?? null, ip: details.ip ?? null, ips: ipsOf(details) };
  });
}

/** The route's call: openCredentials by the api's clock. */
export const openServiceCredentials = (deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, token: string): Promise<ServiceCredentials> => openCredentials(deps.db, userId, token, deps.clock.now());
