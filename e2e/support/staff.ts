import { expect, type APIRequestContext } from '@playwright/test';

export const STAFF = { login: 'staff@example.com', password: 'Staff-pass1' } as const;
export const CUSTOMER = { login: 'demo@example.com', password: 'Demo-pass1' } as const;

/** Changes a remote's registry entry as staff would, through the authenticated staff endpoint (audited with a reason). */
export async function setRemote(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  change: { enabled?: boolean; version?: string; disabledMode?: 'maintenance' | 'construction'; reason?: string },
): Promise<void> {
  const headers = { Origin: baseURL };
  const login = await request.post('/api/users/login', { data: STAFF, headers });
  expect(login.ok()).toBeTruthy();
  const response = await request.patch(`/api/admin/remotes/${name}`, { data: { reason: 'e2e test', ...change }, headers });
  expect(response.ok(), await response.text()).toBeTruthy();
  await request.post('/api/users/logout', { data: {}, headers });
}

/** Credits a customer's balance as staff would (a ledger row with a reason), through the staff endpoint. */
export async function creditBalance(request: APIRequestContext, baseURL: string, email: string, cents: number): Promise<void> {
  const headers = { Origin: baseURL };
  const login = await request.post('/api/users/login', { data: STAFF, headers });
  expect(login.ok()).toBeTruthy();
  const user = await request.get(`/api/admin/users?email=${encodeURIComponent(email)}`, { headers });
  expect(user.ok(), await user.text()).toBeTruthy();
  const { id } = (await user.json()) as { id: string };
  const credit = await request.post(`/api/admin/users/${id}/balance-adjustments`, { data: { amount: cents, reason: 'e2e: goodwill credit' }, headers });
  expect(credit.ok(), await credit.text()).toBeTruthy();
  await request.post('/api/users/logout', { data: {}, headers });
}
