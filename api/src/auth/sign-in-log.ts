import { randomUUID } from 'node:crypto';
import type { AreaDeps } from '../deps';

/** The account's sign-in log (time, IP and device), shown on the profile. */

export async function recordSignIn(deps: Pick<AreaDeps, 'db'>, userId: string, where: { ip: string | null; device: string; userAgent: string | null }): Promise<void> {
  await deps.db.insertInto('session_logs').values({ id: randomUUID(), user_id: userId, ip: where.ip, device: where.device, user_agent: where.userAgent }).execute();
}

/** The account's last 20 sign-ins, newest first. */
export async function listSignIns(deps: Pick<AreaDeps, 'db'>, userId: string) {
  const rows = await deps.db.selectFrom('session_logs').select(['created_at', 'ip', 'device']).where('user_id', '=', userId).orderBy('created_at', 'desc').limit(20).execute();
  return rows.map((row) => ({ createdAt: new Date(row.created_at).toISOString(), ip: row.ip, device: row.device }));
}
