import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerRenderingBuild } from '@storefront/contracts';

/** A stylesheet small enough to travel inside the page rather than as a request that blocks its first paint. */
const INLINE_STYLESHEET_MAX_BYTES = 32 * 1024;

/**
 * The template with the shell's own small stylesheets inlined (today: the Latin font's stand-in). A server-rendered
 * page paints from its HTML alone: a `<link rel=stylesheet>` would hold the first paint for one more round trip.
 * A stylesheet linked for a medium (the fonts, linked as print until the page is painted) stays a link. The CSP
 * allows inline styles (styled-components writes the page's styles the same way).
 */
export function inlineStylesheets(template: string, shellDist: string): string {
  return template.replace(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g, (tag) => {
    const href = /\bhref="?(\/[^"\s>]+\.css)"?/.exec(tag)?.[1];
    if (!href || href.includes('..') || /\bmedia=/.test(tag)) return tag;
    const file = path.join(shellDist, href);
    if (!file.startsWith(shellDist + path.sep) || !existsSync(file)) return tag;
    const css = readFileSync(file, 'utf8');
    if (Buffer.byteLength(css) > INLINE_STYLESHEET_MAX_BYTES || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style>`;
  });
}

/** The shell's server build and its page template, or null when the front end is not built (the browser renders then). */
export function loadServerBuild(shellDist: string): { build: ServerRenderingBuild; template: string } | null {
  const entry = path.join(shellDist, 'server', 'server.js');
  const page = path.join(shellDist, 'index.html');
  if (!existsSync(entry) || !existsSync(page)) return null;
  const build = createRequire(__filename)(entry) as ServerRenderingBuild;
  return { build, template: inlineStylesheets(readFileSync(page, 'utf8'), path.resolve(shellDist)) };
}
