import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '@storefront/contracts';
import { cacheControlFor, remoteVersionDir } from './remote-files';
import { createPageRenderer } from '../ssr/page-renderer';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** A path ending as a built or static file's does (a TLD page's dot, `/domain/tld/com.kh`, is not one). */
const FILE_EXTENSION = /\.(?:[cm]?js|css|json|map|txt|xml|html?|woff2?|ttf|otf|eot|svg|png|jpe?g|gif|webp|avif|ico|wasm|br|gz)$/i;

/**
 * Whether a request asks for a page: a GET or HEAD for a path that is not a file's (a missing chunk, font or map
 * answers 404, never a page a script tag would run) from a client that takes HTML. A browser's navigation names
 * text/html; crawlers, link previews and uptime monitors often accept any type, or send no Accept at all, and get
 * the page too.
 */
function asksForPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/remotes/') || FILE_EXTENSION.test(pathname)) return false;
  const accepted = String(accept ?? '*/*');
  return accepted.trim() === '' || /text\/html|\*\/\*/.test(accepted);
}

/**
 * Headers that only mean something on a document (helmet sets them on every response). Scripts, styles and
 * fonts go without them: ~600 bytes less on each of the page's twenty-odd asset responses. nosniff and the
 * resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Sends a file, or its precompressed .br/.gz sibling when the browser accepts it. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: string) {
  if (path.extname(file) !== '.html') for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const candidates: [string, string][] = [
    ['br', `${file}.br`],
    ['gzip', `${file}.gz`],
  ];
  const encoded = candidates.find(([encoding, candidate]) => accepts.includes(encoding) && existsSync(candidate));
  reply.header('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  reply.header('Cache-Control', cacheControlFor(file));
  reply.header('Vary', 'Accept-Encoding');
  if (encoded) {
    reply.header('Content-Encoding', encoded[0]);
    return reply.send(createReadStream(encoded[1]));
  }
  return reply.send(createReadStream(file));
}

/**
 * Serves the built front end on the storefront's origin: the shell at / (SPA fallback to index.html) and the
 * remotes' published versions at /remotes/<short>/<version>/.
 */
export const frontendPlugin = fp(
  async (app: FastifyInstance) => {
    const { shellDist, repoRoot, allowedOrigins } = app.config;

    app.get('/remotes/:short/:version/*', { schema: { hide: true } }, async (request, reply) => {
      const { short, version } = request.params as { short: string; version: string; '*': string };
      const origin = request.headers.origin;
      if (origin && allowedOrigins.includes(origin)) {
        reply.header('Access-Control-Allow-Origin', origin);
        reply.header('Vary', 'Origin');
      }
      const dir = remoteVersionDir(repoRoot, short, version);
      const relative = (request.params as Record<string, string>)['*'] ?? '';
      const file = dir ? path.resolve(dir, relative) : null;
      if (!dir || !file || !file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return sendFile(request, reply, file);
    });

    const hasShell = () => existsSync(path.join(shellDist, 'index.html'));
    const servePage = createPageRenderer(app);

    /** A file of the shell's build, or null (only real files inside the build folder). */
    const shellFile = (url: string): string | null => {
      const pathname = decodeURIComponent(url.split('?')[0] ?? '/');
      if (pathname === '/' || pathname.endsWith('/')) return null;
      const file = path.resolve(shellDist, `.${pathname}`);
      return file.startsWith(shellDist + path.sep) && existsSync(file) && statSync(file).isFile() ? file : null;
    };

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') return reply.status(404).send(errorBody('NOT_FOUND'));
      if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/remotes/')) {
        const file = shellFile(request.url);
        if (file) return sendFile(request, reply, file);
      }
      if (!asksForPage(request.method, request.url, request.headers.accept)) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      if (!hasShell()) {
        return reply.status(503).type('text/plain').send('The storefront is not built yet. Run `npm run build` (or `npm start`, which builds first).');
      }
      if (await servePage(request, reply)) return reply;
      return sendFile(request, reply, path.join(shellDist, 'index.html'));
    });
  },
  { name: 'frontend', dependencies: ['config'] },
);
