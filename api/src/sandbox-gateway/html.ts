import { formatUsd, RETURN_PATH_PATTERN } from '@storefront/contracts';
import { escapeHtml } from '../html/escape-html';
import { withSessionId } from '../payments/providers/return-path';

/**
 * Where the customer goes back to in the store: the session's return path plus its sessionId — only when that
 * path is one of this site's, in the characters a Location header carries as they are (the contracts' return
 * path rule); anything else, such as a path stored before the rule was tightened, goes to the home page. A
 * redirect never throws over a character the header cannot hold (issue 11, finding 7) and never leaves the site.
 */
export function storeUrl(path: string | null | undefined, sessionId: string): string {
  if (typeof path !== 'string' || path.length > 500 || !RETURN_PATH_PATTERN.test(path) || !/^[0-9a-f-]{36}$/i.test(sessionId)) return '/';
  return withSessionId(path, sessionId);
}

/**
 * The sandbox gateway's pages: plain HTML forms (no script, so the storefront's CSP holds), styled like a
 * payment provider's hosted page and marked as a sandbox so nobody mistakes it for the real party.
 */
export function page(title: string, provider: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(provider)} (sandbox)</title>
<style>
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1b2430}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(15,30,60,.08);padding:24px}
.brand{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px;font-weight:700}
.badge{font-size:12px;font-weight:600;background:#fff4d6;color:#8a5a00;border-radius:999px;padding:2px 10px}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c6cfdb;border-radius:8px}
input:focus{outline:2px solid #1f6feb;outline-offset:1px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:8px;background:#1f6feb;color:#fff;margin-top:16px;cursor:pointer}
button.secondary{background:#e8edf4;color:#1b2430}
.error{background:#fde8e8;color:#a11;border-radius:8px;padding:10px 12px;margin:8px 0}
.muted{color:#5b6675;font-size:14px}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:8px}td{padding:4px 0;border-top:1px solid #eef0f3;vertical-align:top}
td:first-child{font-family:ui-monospace,monospace;white-space:nowrap;padding-right:8px}
details{margin-top:20px}summary{cursor:pointer;font-weight:600;font-size:14px}
.qr{display:block;margin:8px auto;width:220px;height:220px}
</style></head>
<body><main><div class="card"><div class="brand"><span>${escapeHtml(provider)}</span><span class="badge">Sandbox</span></div>
${body}
</div></main></body></html>`;
}

export const amountLine = (label: string, cents: number) => `<h1>${escapeHtml(label)}</h1><div class="amount">${escapeHtml(formatUsd(cents))}</div>`;

export const errorBox = (message: string | null | undefined) => (message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '');

/** A page for a session that can no longer be acted on, with the way back to the storefront. */
export function closedPage(provider: string, message: string, backUrl: string): string {
  return page('Payment session closed', provider, `<h1>Payment session closed</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backUrl)}">Return to the store</a></p>`);
}
