import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, localePath, splitLocalePath } from '@storefront/contracts';
import { registryGeneration } from '../remotes/remotes.repository';
import { visitorRegistry } from '../remotes/canary';
import { registryVisitor } from '../remotes/visitor';
import type { PageAnswer, RemoteConfig, Renderer } from '@storefront/contracts';
import { createRenderGate } from './render-gate';
import { loadServerBuild } from './server-build';

/**
 * A page as sent, kept for a second: a page asked over and over (the home page) is rendered once a second, not
 * per request, and compressed once per encoding. Kept apart per registry change of this process.
 */
const SENT_PAGE_MS = 1000;
const SENT_PAGES_MAX = 500;

interface SentPage {
  at: number;
  answer: Extract<PageAnswer, { kind: 'page' }>;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** Public HTML is the same for every visitor: shared caches keep it a minute and may serve it stale while they ask again. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** br or gzip when the browser takes it (a page is the not-found handler's answer, which @fastify/compress does not see). */
function acceptedEncoding(accepted: string): 'br' | 'gzip' | null {
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** A middle brotli quality: a page is compressed per request, in about a millisecond, to a fifth of its size. */
function compress(encoding: 'br' | 'gzip', html: string): Promise<Buffer> {
  return encoding === 'br' ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(html);
}

/**
 * Server rendering of the storefront's pages (docs/adr/0009-server-rendering.md), through the shell's server
 * build. Answers null when the page is the browser's to render: not built, a page of a person (account,
 * checkout…), or a render that failed (logged); the shell's page is sent then, as before.
 */
export function createPageRenderer(app: FastifyInstance) {
  let renderer: Promise<Renderer | null> | null = null;

  function origin(): string | null {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return null;
    const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}`;
  }

  function start(): Promise<Renderer | null> {
    renderer ??= (async () => {
      const base = origin();
      const loaded = base ? loadServerBuild(app.config.shellDist) : null;
      if (!base || !loaded) return null;
      return loaded.build.createRenderer({
        origin: base,
        template: loaded.template,
        remoteBudgetMs: app.config.ssrRemoteBudgetMs,
        onRemoteProblem: (problem) => app.log.warn(problem, `server rendering without ${problem.remote} ${problem.version}/${problem.exposed}: ${problem.reason}`),
        onRenderError: (error) => app.log.error({ err: error }, 'a part of a page failed on the server; the browser renders it'),
      });
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'the server renderer could not start; pages render in the browser');
      return null;
    });
    return renderer;
  }

  const sent = new Map<string, SentPage>();
  const gate = createRenderGate<Extract<PageAnswer, { kind: 'redirect' }> | SentPage>({
    concurrency: app.config.ssrMaxRenders,
    maxWaiting: app.config.ssrMaxWaiting,
  });
  let shedLogged = 0;

  /** The page as sent; null when the server is too busy rendering others (the browser renders it). */
  async function pageFor(active: Renderer, url: string, visitor: { registry: RemoteConfig[]; variant: string }): Promise<Extract<PageAnswer, { kind: 'redirect' }> | SentPage | null> {
    // A visitor in a canary or a preview gets pages of their own versions, never another visitor's (nor they theirs).
    const key = `${registryGeneration()} ${visitor.variant} ${url}`;
    const kept = sent.get(key);
    if (kept && Date.now() - kept.at <= SENT_PAGE_MS) return kept;
    return gate.run(key, async () => {
      const answer = await active.render(url, { registry: visitor.registry });
      if (answer.kind === 'redirect') return answer;
      const page: SentPage = { at: Date.now(), answer, etag: `"${createHash('sha256').update(answer.html).digest('base64url').slice(0, 27)}"`, encoded: {} };
      sent.delete(key);
      sent.set(key, page);
      while (sent.size > SENT_PAGES_MAX) sent.delete(sent.keys().next().value as string);
      return page;
    });
  }

  /** Sends the server-rendered page; false when the browser is to render it. */
  return async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const url = request.url;
    const { path, locale } = splitLocalePath(url.split('?')[0] ?? '/');
    // A visitor who chose Khmer before lands on the Khmer home page (the browser does the same for a client render).
    if (url.split('?')[0] === '/' && locale === 'en' && request.cookies?.[LOCALE_COOKIE] === 'km') {
      reply.header('Vary', 'Cookie');
      await reply.redirect(localePath('/', 'km') + (url.includes('?') ? url.slice(url.indexOf('?')) : ''), 302);
      return true;
    }
    const active = await start();
    if (!active || !active.rendersOnServer(path)) return false;
    let page;
    let personal = false;
    try {
      // The registry as this visitor gets it (canary bucket, preview): the same rule as GET /api/config/remotes.
      const who = await registryVisitor(app, request, reply);
      const visitor = await visitorRegistry(app.db, app.config, who);
      // A page that clears an ended preview's cookie is that browser's alone.
      personal = visitor.canaries || visitor.variant !== '' || !!who.clearedPreview;
      page = await pageFor(active, url, visitor);
    } catch (error) {
      request.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
      return false;
    }
    if (!page) {
      // Once a minute at most: a flood would otherwise write a line per request.
      if (Date.now() - shedLogged > 60_000) {
        shedLogged = Date.now();
        request.log.warn({ running: gate.running, waiting: gate.waiting }, 'server rendering is at capacity: pages render in the browser meanwhile');
      }
      return false;
    }
    if ('kind' in page) {
      await reply.redirect(page.location, 302);
      return true;
    }
    const { answer, etag } = page;
    // While a canary runs, a shared cache must not hand one visitor's versions to another: the page is private.
    // A page with a part left to the browser (a remote slow or failing on the server) is not kept by shared caches.
    reply.header('Cache-Control', answer.status !== 200 || answer.inBrowser ? 'no-cache' : personal ? 'private, no-cache' : PUBLIC_PAGE_CACHE);
    reply.header('ETag', etag);
    reply.header('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    if (answer.status === 200 && request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return true;
    }
    reply.status(answer.status).type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(String(request.headers['accept-encoding'] ?? ''));
    if (!encoding) {
      await reply.send(answer.html);
      return true;
    }
    reply.header('Content-Encoding', encoding);
    page.encoded[encoding] ??= compress(encoding, answer.html);
    await reply.send(await page.encoded[encoding]);
    return true;
  };
}
