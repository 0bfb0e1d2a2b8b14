import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import tls from 'node:tls';
import type { EppConfig } from './epp-config';
import { closesSession, EppResultError, EppTransportError, succeeded } from './epp-errors';
import { FrameDecoder, encodeFrame } from './epp-frame';
import { attr, child, children, eppDocument, NS, parseEpp, text, type XmlNode } from './epp-xml';

/** One line of what the client did: never a frame's XML, a password or an auth code (RFC 5734 §9 asks them kept secret). */
export interface EppLogEvent {
  event: 'connect' | 'login' | 'command' | 'hello' | 'logout' | 'drop';
  command?: string;
  clTRID?: string;
  code?: number;
  ms?: number;
  error?: string;
}
export type EppLogger = (event: EppLogEvent) => void;

/** What a <response> said (RFC 5730 §2.6). */
export interface EppResponse {
  code: number;
  message: string;
  response: XmlNode;
  resData: XmlNode;
  extension: XmlNode;
  clTRID: string;
  svTRID: string;
  /** RFC 5730 §2.6 msgQ: messages waiting (count) and the id of the first one. */
  msgQ: { count: number; id: string } | null;
}

/** What the server's <greeting> offered (RFC 5730 §2.4). */
export interface EppGreeting {
  svID: string;
  objURIs: string[];
  extURIs: string[];
}

/** The object mappings we log in for (RFC 5730 §2.9.1.1 objURI), and the extension we use when offered (extURI). */
export const OBJ_URIS = [NS.domain, NS.contact] as const;
export const EXT_URIS = [NS.rgp] as const;

/** A unique client transaction id for every command (RFC 5730 §2.5 clTRID; eppcom trIDStringType: 3 to 64 characters). */
export const newClTRID = (): string => `sf-${randomUUID()}`;

/**
 * One EPP session over one TLS connection (RFC 5734): connect with our client certificate, read the greeting the
 * server sends first (RFC 5734 §2, RFC 5730 §2.4), log in (RFC 5730 §2.9.1.1), then one command at a time — EPP
 * is request / response, each command answered before the next is read (RFC 5730 §2). A command that gets no
 * answer within the timeout ends the connection (its answer, if it comes, could no longer be matched).
 */
export class EppSession {
  private readonly decoder = new FrameDecoder();
  private waiting: { resolve(frame: string): void; reject(error: Error): void } | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private closedBy: string | null = null;
  greeting: EppGreeting = { svID: '', objURIs: [], extURIs: [] };
  /** Monotonic (performance.now()): idleness and durations are the network's time, not the storefront's clock. */
  lastUsed = performance.now();

  private constructor(
    private readonly socket: tls.TLSSocket,
    private readonly config: EppConfig,
    private readonly log: EppLogger,
  ) {
    socket.on('data', (chunk: Buffer) => {
      let frames: string[];
      try {
        frames = this.decoder.push(chunk);
      } catch (error) {
        this.drop((error as Error).message);
        return;
      }
      for (const frame of frames) {
        const waiting = this.waiting;
        this.waiting = null;
        waiting?.resolve(frame);
      }
    });
    socket.on('error', (error) => this.drop(error.message));
    socket.on('close', () => this.drop('connection closed'));
  }

  /** Connects, reads the greeting and logs in; an EppTransportError (nothing sent) when the registry cannot be reached. */
  static async open(config: EppConfig, log: EppLogger): Promise<EppSession> {
    const started = performance.now();
    const socket = await new Promise<tls.TLSSocket>((resolve, reject) => {
      const socket = tls.connect({
        host: config.host,
        port: config.port,
        cert: readFileSync(config.certPath),
        key: readFileSync(config.keyPath),
        ...(config.caPath ? { ca: readFileSync(config.caPath) } : {}),
        ...(isIP(config.host) ? {} : { servername: config.host }),
        minVersion: 'TLSv1.2',
        rejectUnauthorized: true,
      });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new EppTransportError(`EPP connect to ${config.host}:${config.port} timed out after ${config.timeoutMs} ms`, false));
      }, config.timeoutMs);
      socket.once('secureConnect', () => {
        clearTimeout(timer);
        resolve(socket);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        socket.destroy();
        reject(new EppTransportError(`EPP connect to ${config.host}:${config.port} failed: ${error.message}`, false));
      });
    });
    socket.setKeepAlive(true);
    const session = new EppSession(socket, config, log);
    try {
      session.greeting = readGreeting(await session.nextFrame(false, 'greeting'));
      log({ event: 'connect', ms: performance.now() - started });
      await session.login();
    } catch (error) {
      session.destroy();
      // Nothing but the login was sent: to the caller, the registry could not be reached (or refused us).
      if (error instanceof EppTransportError) throw new EppTransportError(error.message, false);
      throw error;
    }
    return session;
  }

  get alive(): boolean {
    return this.closedBy === null;
  }

  /** Sends `body` (the element inside <command>: `{ check: {...} }`) with a fresh clTRID and answers the response; a failure code throws EppResultError. */
  command(name: string, body: XmlNode, extension?: XmlNode): Promise<EppResponse> {
    return this.serial(async () => {
      const clTRID = newClTRID();
      const started = performance.now();
      const xml = eppDocument({ command: { ...body, ...(extension ? { extension } : {}), clTRID } });
      const response = readResponse(await this.exchange(xml, name));
      this.log({ event: 'command', command: name, clTRID, code: response.code, ms: performance.now() - started });
      if (response.clTRID && response.clTRID !== clTRID) {
        this.drop('answer for another command');
        throw new EppTransportError(`EPP ${name}: the answer names clTRID ${response.clTRID}, not ${clTRID}`, true);
      }
      if (closesSession(response.code)) this.drop(`server closing (${response.code})`);
      if (!succeeded(response.code)) throw new EppResultError(response.code, response.message, name);
      return response;
    });
  }

  /** RFC 5730 §2.3: <hello/> is answered with a <greeting>; it keeps an idle session open. */
  hello(): Promise<void> {
    return this.serial(async () => {
      this.greeting = readGreeting(await this.exchange(eppDocument({ hello: '' }), 'hello'));
      this.log({ event: 'hello' });
    });
  }

  /** RFC 5730 §2.9.1.2: <logout> (answered 1500), then the connection ends. */
  async logout(): Promise<void> {
    if (!this.alive) return;
    try {
      await this.command('logout', { logout: '' });
      this.log({ event: 'logout' });
    } catch {
      // The session ends either way.
    } finally {
      this.destroy();
    }
  }

  destroy(): void {
    this.drop('closed by the client');
    this.socket.destroy();
  }

  private async login(): Promise<void> {
    const offered = new Set(this.greeting.objURIs);
    const missing = OBJ_URIS.filter((uri) => !offered.has(uri));
    if (missing.length) throw new Error(`the EPP server ${this.greeting.svID} does not offer ${missing.join(', ')} (RFC 5730 §2.4 objURI)`);
    const extURIs = EXT_URIS.filter((uri) => this.greeting.extURIs.includes(uri));
    // RFC 5730 §2.9.1.1: clID, pw, options (version, lang), svcs (objURI…, svcExtension/extURI…).
    await this.command('login', {
      login: {
        clID: this.config.clientId,
        pw: this.config.password,
        options: { version: '1.0', lang: 'en' },
        svcs: { objURI: [...OBJ_URIS], ...(extURIs.length ? { svcExtension: { extURI: extURIs } } : {}) },
      },
    });
    this.log({ event: 'login' });
  }

  /** One command at a time on this session. */
  private serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private exchange(xml: string, name: string): Promise<string> {
    if (!this.alive) return Promise.reject(new EppTransportError(`EPP ${name} not sent: ${this.closedBy}`, false));
    this.lastUsed = performance.now();
    const answer = this.nextFrame(true, name);
    this.socket.write(encodeFrame(xml));
    return answer;
  }

  private nextFrame(sent: boolean, name: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        this.destroy();
        reject(new EppTransportError(`EPP ${name}: no answer within ${this.config.timeoutMs} ms`, sent));
      }, this.config.timeoutMs);
      this.waiting = {
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error instanceof EppTransportError ? new EppTransportError(`EPP ${name}: ${error.message}`, sent) : error);
        },
      };
    });
  }

  private drop(why: string): void {
    if (this.closedBy !== null) return;
    this.closedBy = why;
    this.log({ event: 'drop', error: why });
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(new EppTransportError(why, true));
    this.socket.destroy();
  }
}

function readGreeting(frame: string): EppGreeting {
  const greeting = child(parseEpp(frame), 'greeting');
  const menu = child(greeting, 'svcMenu');
  if (!('svcMenu' in greeting)) throw new EppTransportError('the EPP server did not greet (RFC 5730 §2.4)', false);
  return {
    svID: text(greeting, 'svID'),
    objURIs: children(menu, 'objURI').map((node) => text(node)),
    extURIs: children(child(menu, 'svcExtension'), 'extURI').map((node) => text(node)),
  };
}

function readResponse(frame: string): EppResponse {
  const response = child(parseEpp(frame), 'response');
  const [result] = children(response, 'result');
  if (!result) throw new EppTransportError('the EPP server answered without a <result> (RFC 5730 §2.6)', true);
  const trID = child(response, 'trID');
  const msgQ = 'msgQ' in response ? child(response, 'msgQ') : null;
  return {
    code: Number(attr(result, 'code')),
    message: text(result, 'msg'),
    response,
    resData: child(response, 'resData'),
    extension: child(response, 'extension'),
    clTRID: text(trID, 'clTRID'),
    svTRID: text(trID, 'svTRID'),
    msgQ: msgQ ? { count: Number(attr(msgQ, 'count')), id: attr(msgQ, 'id') } : null,
  };
}
