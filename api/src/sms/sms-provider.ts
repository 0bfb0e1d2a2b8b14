/**
 * An SMS provider, behind one small interface like email's SMTP transport (mail/mailer.ts): the outbox
 * (sms-outbox.ts) hands it one message at a time and records what it answered. Without a provider configured the
 * messages stay in the outbox, which the development mailbox shows (GET /api/dev/mailbox?to=+855…): the sandbox.
 */
export interface SmsMessage {
  /** E.164 */
  to: string;
  text: string;
}

export interface SmsProvider {
  /** Resolves once the provider has taken the message; rejects with its error otherwise (the outbox retries). */
  send(message: SmsMessage): Promise<void>;
}

/**
 * A provider reached over HTTP: POST {url} with JSON `{ to, from, text }` and a bearer token — the shape most SMS
 * gateways of the region take. A non-2xx answer is a failure, with the gateway's text.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly options: { url: string; token: string; from: string; fetch?: typeof fetch }) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await (this.options.fetch ?? fetch)(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
      body: JSON.stringify({ to: message.to, from: this.options.from, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}
