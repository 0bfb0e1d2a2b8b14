import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A customer's service written straight into the database (no order): running since June 2026, billed monthly at
 * `fee` cents, to the end of November. Returns its id.
 */
export async function insertRunningService(
  app: FastifyInstance,
  { userId, fee, kind = 'cloud-server', namePrefix = 'svc' }: { userId: string; fee: number; kind?: 'cloud-server' | 'shared-hosting'; namePrefix?: string },
): Promise<string> {
  const id = randomUUID();
  const now = app.clock.now();
  await app.db
    .insertInto('services')
    .values({
      id,
      user_id: userId,
      order_id: null,
      order_item_id: null,
      kind,
      product_key: kind === 'cloud-server' ? 'cs-baby-cloud-1' : 'sh-starter',
      title: 'Cloud server',
      name: `${namePrefix}-${id.slice(0, 8)}`,
      status: 'active',
      provisioning: 'ready',
      period: 1,
      period_unit: 'month',
      renew_price: fee,
      starts_at: new Date('2026-06-01T00:00:00Z'),
      expires_at: new Date('2026-12-01T00:00:00Z'),
      details: JSON.stringify({}),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
