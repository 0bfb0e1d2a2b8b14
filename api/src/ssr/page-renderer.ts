import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, localePath, splitLocalePath } from '@storefront/contracts';
import { loadServerBuild, type Renderer } from './server-build';

/** Public HTML is the same for every visitor: shared caches keep it a minute and may serve it stale while they ask again. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

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
    let answer;
    try {
      answer = await active.render(url);
    } catch (error) {
      request.log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
      return false;
    }
    if (answer.kind === 'redirect') {
      await reply.redirect(answer.location, 302);
      return true;
    }
    const etag = `"${createHash('sha256').update(answer.html).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', answer.status === 200 ? PUBLIC_PAGE_CACHE : 'no-cache');
    reply.header('ETag', etag);
    reply.header('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    if (answer.status === 200 && request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return true;
    }
    await reply.status(answer.status).type('text/html; charset=utf-8').send(answer.html);
    return true;
  };
}
