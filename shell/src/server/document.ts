import { SERVER_PAYLOAD_ID } from '../app/server-payload';

/** The tags React hoists out of a page (`<title>`, `<meta>`, `<link>`): it writes them ahead of the page's markup. */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** Splits a prerendered page into what goes in `<head>` and the markup of `#root`. */
export function splitHoisted(html: string): { head: string; body: string } {
  const match = LEADING_HOISTABLES.exec(html);
  if (!match) return { head: '', body: html };
  return { head: match[0], body: html.slice(match[0].length) };
}

export interface DocumentParts {
  lang: string;
  /** The page's own head tags (title, description, canonical, alternates). */
  head: string;
  /** styled-components' style tags for the markup. */
  styles: string;
  /** The markup of #root. */
  body: string;
  /** The serialized server payload (JSON safe inside a script element). */
  payload: string;
}

/**
 * The page: the shell's built index.html (its scripts, stylesheet and fonts) with the server's markup in #root.
 * The page's own title and description replace the template's defaults; the no-JavaScript notice goes, as the
 * page reads without JavaScript.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  // The template is minified: attribute quotes are optional.
  let html = template.replace(/<html lang=("[^"]*"|[^\s>]*)/, `<html lang="${parts.lang}"`);
  if (/<title>/.test(parts.head)) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/<meta name="description"/.test(parts.head)) html = html.replace(/<meta name="?description"?[^>]*>/, '');
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  html = html.replace('</head>', `${parts.head}${parts.styles}</head>`);
  return html.replace(
    /<div id="?root"?><\/div>/,
    () => `<div id="root">${parts.body}</div><script type="application/json" id="${SERVER_PAYLOAD_ID}">${parts.payload}</script>`,
  );
}
