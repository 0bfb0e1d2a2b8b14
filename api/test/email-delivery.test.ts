import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { SMTPServer } from 'smtp-server';
import { Client, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';

// A real SMTP server on localhost receives what the outbox delivers through nodemailer.
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

before(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
after(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('email delivery by SMTP', () => {
  it('sends the outbox message and marks it sent', async () => {
    const response = await new Client(t.app).send('POST', '/api/users', {
      firstName: 'Bopha',
      lastName: 'Meas',
      email: 'bopha@example.com',
      password: 'Strong-pass1',
      passwordConfirmation: 'Strong-pass1',
      phoneNumber: '+85577777777',
    });
    expect(response.statusCode).toBe(201);
    await eventually(() => received.length, (count) => count > 0, 'the SMTP server to receive the message');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['bopha@example.com']);
    expect(received[0]!.raw).toMatch(/Subject: Your verification code: \d{6}/);
    const row = await eventually(
      () => t.app.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'bopha@example.com').executeTakeFirstOrThrow(),
      (outbox) => outbox.sent_at !== null,
      'the outbox row to be marked sent',
    );
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });
});
