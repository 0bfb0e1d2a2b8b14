import type { FastifyInstance } from 'fastify';

export interface MailMessage {
  subject: string;
  text: string;
  template: string;
}

/** The newest message to an address, read the way a developer does: GET /api/dev/mailbox. */
export async function lastMail(app: FastifyInstance, to: string, template?: string): Promise<MailMessage> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  const messages = response.json() as MailMessage[];
  const message = messages.find((m) => !template || m.template === template);
  if (!message) throw new Error(`no ${template ?? ''} mail to ${to}`);
  return message;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const linkTokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
