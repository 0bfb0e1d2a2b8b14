import { createHash, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { contractNumber, type AutoSignState, type ContractDetail, type ContractKind, type ContractSummary } from '@storefront/contracts';
import type { Database, Db, UserRow } from '../db/database';
import type { EContractRow } from '../db/tables/e-contracts';
import { AppError } from '../errors';
import { renderContract, type ContractSubject } from './contract-texts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** sha256 (hex) of the exact text, as UTF-8. */
export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const fullName = (user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>) => `${user.first_name} ${user.last_name}`.trim() || user.email;

export function toSummary(row: Pick<EContractRow, 'id' | 'kind' | 'number' | 'title' | 'created_at' | 'signed_at'>): ContractSummary {
  return { id: row.id, kind: row.kind, number: row.number, title: row.title, createdAt: iso(row.created_at), signedAt: row.signed_at ? iso(row.signed_at) : null };
}

export function toDetail(row: EContractRow): ContractDetail {
  return {
    ...toSummary(row),
    body: row.body,
    sha256: row.body_sha256,
    signature:
      row.signed_at && row.signed_sha256 && row.sign_method
        ? { signedAt: iso(row.signed_at), signedBy: row.signed_by_name ?? '', ip: row.signed_ip, userAgent: row.signed_user_agent, sha256: row.signed_sha256, method: row.sign_method }
        : null,
  };
}

export interface NewContract {
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'locale_code'>;
  kind: ContractKind;
  /** What it is about (unique per kind: the same source never gets two contracts). */
  sourceId: string;
  orderId: string | null;
  subject: ContractSubject;
  now: Date;
}

/**
 * Creates the contract where it arises, in the caller's transaction, with its exact text in the customer's
 * language and that text's sha256; once per kind and source (a step run twice creates nothing twice). A customer
 * who consented to automatic signing has it signed at once (method auto, from where they consented).
 */
export async function createContract(trx: Db, input: NewContract): Promise<EContractRow> {
  const existing = await trx.selectFrom('e_contracts').selectAll().where('kind', '=', input.kind).where('source_id', '=', input.sourceId).executeTakeFirst();
  if (existing) return existing;
  const seq = await sql<{ n: string }>`select nextval('e_contract_numbers') as n`.execute(trx);
  const number = contractNumber(input.now.getUTCFullYear(), Number(seq.rows[0]!.n));
  const locale = input.user.locale_code === 'km' ? 'km' : 'en';
  const { title, body } = renderContract(input.subject, { fullName: fullName(input.user), email: input.user.email }, number, input.now, locale);
  const hash = sha256Of(body);
  const consent = await trx.selectFrom('users').select(['auto_sign_accepted_at', 'auto_sign_ip', 'auto_sign_user_agent']).where('id', '=', input.user.id).executeTakeFirstOrThrow();
  const auto = consent.auto_sign_accepted_at !== null;
  return trx
    .insertInto('e_contracts')
    .values({
      id: randomUUID(),
      user_id: input.user.id,
      kind: input.kind,
      number,
      source_id: input.sourceId,
      order_id: input.orderId,
      title,
      body,
      body_sha256: hash,
      created_at: input.now,
      signed_at: auto ? input.now : null,
      signed_by_user_id: auto ? input.user.id : null,
      signed_by_name: auto ? `${fullName(input.user)} <${input.user.email}>` : null,
      signed_ip: auto ? consent.auto_sign_ip : null,
      signed_user_agent: auto ? consent.auto_sign_user_agent : null,
      signed_sha256: auto ? hash : null,
      sign_method: auto ? 'auto' : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer's contracts, newest first; only the unsigned ones for the pending-contracts popup. */
export async function listContracts(db: Db, userId: string, unsignedOnly: boolean): Promise<ContractSummary[]> {
  let query = db.selectFrom('e_contracts').selectAll().where('user_id', '=', userId);
  if (unsignedOnly) query = query.where('signed_at', 'is', null);
  const rows = await query.orderBy('created_at', 'desc').orderBy('number', 'desc').execute();
  return rows.map(toSummary);
}

/** One of my contracts of this kind; another customer's, or another kind, is NOT_FOUND (no IDOR). */
export async function readContract(db: Db, userId: string, id: string, kind: ContractKind): Promise<ContractDetail> {
  const row = await db.selectFrom('e_contracts').selectAll().where('id', '=', id).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toDetail(row);
}

export interface SignatureContext {
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

/**
 * Signs my contract: the sha256 the browser sends must be the hash of the contract's text (what the customer read
 * is what is signed: CONTRACT_TEXT_CHANGED otherwise); records who, when, from where, how. Under a row lock, so two
 * presses sign once (the second answers CONTRACT_ALREADY_SIGNED).
 */
export async function signContract(trx: Transaction<Database>, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>, id: string, sha256: string, where: SignatureContext): Promise<ContractDetail> {
  const row = await trx.selectFrom('e_contracts').selectAll().where('id', '=', id).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.signed_at) throw new AppError('CONTRACT_ALREADY_SIGNED');
  if (sha256 !== row.body_sha256 || sha256Of(row.body) !== row.body_sha256) throw new AppError('CONTRACT_TEXT_CHANGED');
  const signed = await trx
    .updateTable('e_contracts')
    .set({
      signed_at: where.now,
      signed_by_user_id: user.id,
      signed_by_name: `${fullName(user)} <${user.email}>`,
      signed_ip: where.ip,
      signed_user_agent: where.userAgent,
      signed_sha256: sha256,
      sign_method: 'manual',
    })
    .where('id', '=', id)
    .where('signed_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDetail(signed);
}

export async function autoSignState(db: Db, userId: string): Promise<AutoSignState> {
  const row = await db.selectFrom('users').select('auto_sign_accepted_at').where('id', '=', userId).executeTakeFirstOrThrow();
  return { autoSign: row.auto_sign_accepted_at !== null, acceptedAt: row.auto_sign_accepted_at ? iso(row.auto_sign_accepted_at) : null };
}

/**
 * PATCH /users/auto-sign/accept: the customer's consent to automatic signing (checkout's consent, or the popup),
 * kept with when and from where; contracts created from now on are signed at once under it. Accepting again keeps
 * the first consent.
 */
export async function acceptAutoSign(db: Db, userId: string, where: SignatureContext): Promise<AutoSignState> {
  await db
    .updateTable('users')
    .set({ auto_sign_accepted_at: where.now, auto_sign_ip: where.ip, auto_sign_user_agent: where.userAgent })
    .where('id', '=', userId)
    .where('auto_sign_accepted_at', 'is', null)
    .execute();
  return autoSignState(db, userId);
}
