import type { FastifyInstance } from 'fastify';
import { expect } from 'expect';
import type { Client } from './app';
import { codeIn, lastMail } from './mail';

/** Verifies the signed-in customer's phone the way a person does: asks for the SMS code, reads it, types it. */
let address = 0;
export async function verifyPhone(app: FastifyInstance, client: Client): Promise<void> {
  // From an address of its own: sending a code is rate-limited per address besides its hourly limit.
  const sent = await client.request({ method: 'POST', url: '/api/users/phone-number/send-code', remoteAddress: `127.0.99.${(address++ % 250) + 1}` });
  expect(sent.statusCode).toBe(200);
  const phone = (await client.get('/api/users/phone-number/verification')).json().phoneNumber as string;
  const code = codeIn((await lastMail(app, phone, 'phone-code')).text);
  const verified = await client.send('PATCH', '/api/users/phone-number/verify', { code });
  expect(verified.json()).toMatchObject({ verified: true });
}
