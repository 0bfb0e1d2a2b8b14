import { formatUsd } from '@storefront/contracts';
import { escapeHtml } from '../../../html/escape-html';
import type { FieldsContext } from '../payment-provider';
import { CARD_CHECKOUT_PATH } from './cybersource-provider';

/**
 * The storefront's card pages for CyberSource: the Microform fields, the device data collection, the step-up to
 * the issuer's challenge, and the waits between. Each page loads only the storefront's own script
 * (CHECKOUT_SCRIPT, served at SCRIPT_PATH) and, on the fields page, CyberSource's library named by the capture
 * context; the page's CSP (cspOf) lets it reach CyberSource's origins for that step and nothing else.
 */
export const SCRIPT_PATH = `${CARD_CHECKOUT_PATH}/checkout.js`;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fa;color:#1b2430}
main{max-width:460px;margin:32px auto;padding:0 16px}.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(15,30,60,.08);padding:24px}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}.field{height:44px;padding:10px 12px;border:1px solid #c6cfdb;border-radius:8px;background:#fff}
select{font:inherit;padding:10px;border:1px solid #c6cfdb;border-radius:8px;background:#fff}.row{display:flex;gap:12px;flex-wrap:wrap}
button{width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:8px;background:#1f6feb;color:#fff;margin-top:16px;cursor:pointer}
button.secondary{background:#e8edf4;color:#1b2430}.error{color:#a11;min-height:1.5em}.muted{color:#5b6675;font-size:14px}
iframe.hidden{display:none}`;

function shell(title: string, body: string, withScript = true, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}${withScript ? `<script src="${SCRIPT_PATH}" defer></script>\n` : ''}<style>${STYLE}</style>
</head><body><main><div class="card">
${body}
</div></main></body></html>
`;
}

/** The card form: CyberSource's fields for the number and the security code, the expiry, and the token posted on. */
export function fieldsPage(sessionId: string, charge: number, context: FieldsContext, cancelUrl: string, now: Date): string {
  const year = now.getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
    .map((m) => `<option value="${m}">${m}</option>`)
    .join('');
  const years = Array.from({ length: 15 }, (_, i) => `<option value="${year + i}">${year + i}</option>`).join('');
  const library = `<script src="${escapeHtml(context.scriptUrl)}"${context.scriptIntegrity ? ` integrity="${escapeHtml(context.scriptIntegrity)}" crossorigin="anonymous"` : ''} defer></script>\n`;
  return shell(
    'Pay by card',
    `<h1>Pay by card</h1><p class="amount">${escapeHtml(formatUsd(charge))}</p>
<form id="card-form" method="post" action="${CARD_CHECKOUT_PATH}/${sessionId}/pay" data-capture-context="${escapeHtml(context.context)}">
<label for="number-container">Card number</label><div id="number-container" class="field"></div>
<div class="row"><div><label for="expirationMonth">Expiry month</label><select id="expirationMonth" name="expirationMonth">${months}</select></div>
<div><label for="expirationYear">Expiry year</label><select id="expirationYear" name="expirationYear">${years}</select></div></div>
<label for="securityCode-container">Security code</label><div id="securityCode-container" class="field"></div>
<input type="hidden" name="transientToken" value="">
<p id="card-error" class="error" role="alert"></p>
<button type="submit">Pay ${escapeHtml(formatUsd(charge))}</button>
</form>
<form method="get" action="${escapeHtml(cancelUrl)}"><button class="secondary" type="submit">Cancel and return to the store</button></form>
<p class="muted">Your card number and security code go straight to our card processor, CyberSource; we never see them. Your bank may ask you to confirm the payment (3-D Secure).</p>`,
    true,
    library,
  );
}

/** Hidden inputs of the browser facts 3-D Secure asks for; the script fills them in. */
const BROWSER_INPUTS = ['colorDepth', 'screenHeight', 'screenWidth', 'timeDifference', 'language', 'javaEnabled'].map((name) => `<input type="hidden" name="${name}" value="">`).join('');

/**
 * Device data collection (CyberSource's step 2): the browser posts the setup's token to CyberSource's collection
 * URL in a hidden frame, then, on the frame's message or after ten seconds (CyberSource: "set a timer that expires
 * after 10 seconds"), posts on to the enrollment check.
 */
export function collectPage(sessionId: string, collection: { url: string; accessToken: string }): string {
  return shell(
    'Checking your card',
    `<h1>Checking your card…</h1><p class="muted">This takes a few seconds.</p>
<iframe name="collection" class="hidden" title="Card check"></iframe>
<form id="collect-form" method="post" target="collection" action="${escapeHtml(collection.url)}"><input type="hidden" name="JWT" value="${escapeHtml(collection.accessToken)}"></form>
<form id="authenticate-form" method="post" action="${CARD_CHECKOUT_PATH}/${sessionId}/authenticate" data-collection-origin="${escapeHtml(new URL(collection.url).origin)}">${BROWSER_INPUTS}<button type="submit">Continue</button></form>`,
  );
}

/** The step-up: the browser posts the challenge's token to the issuer's page (through CyberSource), which posts back to the return URL. */
export function challengePage(sessionId: string, challenge: { url: string; accessToken: string }): string {
  return shell(
    'Confirm with your bank',
    `<h1>Confirm the payment with your bank</h1><p class="muted">Taking you to your bank's 3-D Secure page…</p>
<form id="challenge-form" method="post" action="${escapeHtml(challenge.url)}"><input type="hidden" name="JWT" value="${escapeHtml(challenge.accessToken)}"><input type="hidden" name="MD" value="${escapeHtml(sessionId)}"><button type="submit">Continue to your bank</button></form>`,
  );
}

export function processingPage(continueUrl: string): string {
  return shell('Payment processing', `<h1>Your payment is being processed</h1><p>This page does not need to stay open.</p><p><a href="${escapeHtml(continueUrl)}">See how it went</a></p>`, false);
}

/** A step that cannot go on: why, the §8 code for support (when an error stopped it), and the way back. */
export function closedPage(message: string, backUrl: string, code?: string): string {
  const reference = code ? `<p class="muted" data-code="${escapeHtml(code)}">Reference: ${escapeHtml(code)}</p>` : '';
  return shell('Pay by card', `<h1>Pay by card</h1><p>${escapeHtml(message)}</p>${reference}<p><a href="${escapeHtml(backUrl)}">Back to the store</a></p>`, false);
}

/** The page's CSP for a step: its own script, and the CyberSource origins that step needs (frames, form posts, the library). */
export function cspOf(origins: { script?: string[]; frame?: string[]; form?: string[] }): string {
  const list = (extra: string[] | undefined) => ["'self'", ...(extra ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(origins.script)}`,
    `frame-src ${list([...(origins.frame ?? []), ...(origins.script ?? [])])}`,
    `connect-src ${list(origins.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action ${list(origins.form)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The pages' one script (no inline script: the CSP allows none). On the fields page it builds CyberSource's
 * Microform from the capture context (`new Flex(captureContext).microform()`, fields `number` and `securityCode`,
 * `createToken({expirationMonth, expirationYear})`: Microform v2's published API) and posts the transient token;
 * on the collection page it posts the collection frame and continues on its message or after ten seconds; on the
 * challenge page it posts on at once.
 */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('card-form');
  if (form && window.Flex) {
    var error = document.getElementById('card-error');
    var microform = new window.Flex(form.getAttribute('data-capture-context')).microform();
    var number = microform.createField('number', { placeholder: '1234 1234 1234 1234' });
    var securityCode = microform.createField('securityCode', { placeholder: '•••' });
    number.load('#number-container');
    securityCode.load('#securityCode-container');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      error.textContent = '';
      var options = { expirationMonth: form.elements.expirationMonth.value, expirationYear: form.elements.expirationYear.value };
      microform.createToken(options, function (failure, token) {
        if (failure) { error.textContent = failure.message || 'Please check the card details.'; return; }
        form.elements.transientToken.value = token;
        form.submit();
      });
    });
  }
  var authenticate = document.getElementById('authenticate-form');
  if (authenticate) {
    var facts = { colorDepth: screen.colorDepth, screenHeight: screen.height, screenWidth: screen.width, timeDifference: new Date().getTimezoneOffset(), language: navigator.language, javaEnabled: false };
    Object.keys(facts).forEach(function (name) { authenticate.elements[name].value = String(facts[name]); });
    var sent = false;
    var go = function () { if (!sent) { sent = true; authenticate.submit(); } };
    var origin = authenticate.getAttribute('data-collection-origin');
    window.addEventListener('message', function (event) { if (event.origin === origin) go(); });
    document.getElementById('collect-form').submit();
    setTimeout(go, 10000);
  }
  var challenge = document.getElementById('challenge-form');
  if (challenge) challenge.submit();
})();
`;
