import { RETURN_PATH_PATTERN } from '@storefront/contracts';
import type { AreaDeps } from '../../../deps';
import { escapeHtml } from '../../../html/escape-html';
import { effectiveStatus, sessionOfMethod } from '../../sessions.repository';

/**
 * The page that takes the customer to PayWay: the Purchase API is a form post from the customer's browser
 * (https://developer.payway.com.kh/purchase-14530820e0: multipart/form-data to the purchase URL), so the storefront
 * renders the signed fields as hidden inputs of a form whose action is PayWay's purchase URL, submitted at once by a
 * script of the storefront's own origin (the CSP allows no inline script) and by a button without it. The api's CSP
 * lets a form post to PayWay's configured origin only (plugins/external/security.ts, form-action).
 */
export const SUBMIT_SCRIPT = "document.getElementById('payway-purchase').submit();\n";


/** The form: its action and its fields, in the order they are sent (a list: a jsonb object would not keep the order). */
export interface PurchaseForm {
  action: string;
  fields: [name: string, value: string][];
}

export function purchasePage(form: PurchaseForm, scriptUrl: string): string {
  const inputs = form.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Continue to ABA PayWay</title>
<script src="${escapeHtml(scriptUrl)}" defer></script>
</head><body>
<form id="payway-purchase" method="post" action="${escapeHtml(form.action)}" enctype="multipart/form-data">
${inputs}
<p>Taking you to ABA PayWay to pay…</p>
<button type="submit">Continue to ABA PayWay</button>
</form>
</body></html>
`;
}

/** A short page for a session whose form can no longer be posted (paid, expired, another method). */
export function closedPurchasePage(message: string, backUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ABA PayWay</title></head><body>
<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backUrl)}">Back to the store</a></p>
</body></html>
`;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page a PayWay session's redirectUrl shows: its purchase form while the session waits on the customer (200);
 * an unknown session, or one whose form is not PayWay's (`paywayOrigin`), 404; one no longer waiting says why and
 * links back to the store (409).
 */
export async function purchasePageOf(deps: Pick<AreaDeps, 'db' | 'clock'>, sessionId: string, paywayOrigin: string, scriptUrl: string): Promise<{ status: number; html: string }> {
  const row = SESSION_ID.test(sessionId) ? await sessionOfMethod(deps.db, sessionId, 'bankCard') : undefined;
  const purchase = (row?.provider_state as { purchase?: PurchaseForm } | undefined)?.purchase;
  if (!row || !purchase || new URL(purchase.action).origin !== paywayOrigin) return { status: 404, html: closedPurchasePage('Unknown payment session.', '/') };
  const status = effectiveStatus(row, deps.clock.now());
  if (status === 'requiresAction') return { status: 200, html: purchasePage(purchase, scriptUrl) };
  const back = RETURN_PATH_PATTERN.test(row.cancel_path) ? row.cancel_path : '/';
  const message =
    status === 'succeeded'
      ? 'This payment is already complete.'
      : status === 'expired'
        ? 'This payment session has expired. Please start the payment again from the store.'
        : 'This payment session is no longer active. Please start the payment again from the store.';
  return { status: 409, html: closedPurchasePage(message, back) };
}
