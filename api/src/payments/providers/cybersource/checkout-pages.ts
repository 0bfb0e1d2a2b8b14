import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatUsd, type Locale } from '@storefront/contracts';
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

/** The pages' words, in the customer's language (the session's continue path says it: /km/… is Khmer). */
export const CARD_PAGE_COPY = {
  en: {
    payByCard: 'Pay by card',
    cardNumber: 'Card number',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    securityCode: 'Security code',
    pay: 'Pay {amount}',
    addCard: 'Add a card',
    saveCard: 'Verify and save the card',
    verifyNote: 'To check the card, we authorise {amount} and release it at once: nothing is charged.',
    cancel: 'Cancel and return to the store',
    privacy: 'Your card number and security code go straight to our card processor, CyberSource; we never see them. Your bank may ask you to confirm the payment (3-D Secure).',
    checkCard: 'Please check the card details.',
    checking: 'Checking your card…',
    fewSeconds: 'This takes a few seconds.',
    continue: 'Continue',
    confirmTitle: 'Confirm with your bank',
    confirmHeading: 'Confirm the payment with your bank',
    takingYou: "Taking you to your bank's 3-D Secure page…",
    continueToBank: 'Continue to your bank',
    processingTitle: 'Payment processing',
    processing: 'Your payment is being processed',
    noNeedToWait: 'This page does not need to stay open.',
    seeHow: 'See how it went',
    back: 'Back to the store',
    reference: 'Reference',
    unknown: 'Unknown payment session.',
    complete: 'This payment is already complete.',
    inactive: 'This payment session is no longer active. Please start the payment again from the store.',
    noToken: 'The card details did not arrive. Please go back and enter them again.',
    processorDown: 'The card processor could not be reached ({code}). Please try again in a few minutes; if your card was charged, the payment reaches your account by itself.',
    cannotComplete: 'The payment cannot be completed. Please start it again from the store, or contact us if your card was charged.',
  },
  km: {
    payByCard: 'បង់⁠ប្រាក់ដោយកាត',
    cardNumber: 'លេខកាត',
    expiryMonth: 'ខែផុត⁠កំណត់',
    expiryYear: 'ឆ្នាំផុត⁠កំណត់',
    securityCode: 'លេខកូដសុវត្ថិភាព',
    pay: 'បង់ {amount}',
    addCard: 'បន្ថែមកាត',
    saveCard: 'ផ្ទៀង⁠ផ្ទាត់ ហើយរក្សា⁠ទុកកាត',
    verifyNote: 'ដើម្បីពិនិត្យកាត យើងសុំការអនុញ្ញាត {amount} ហើយដោះលែងវាវិញភ្លាមៗ៖ មិនមានការកាត់ប្រាក់ទេ។',
    cancel: 'បោះបង់ ហើយត្រឡប់ទៅហាងវិញ',
    privacy: 'លេខកាត និងលេខកូដសុវត្ថិភាពរបស់អ្នកទៅដល់ CyberSource ដែលជាអ្នកដំណើរ⁠ការកាតរបស់យើងដោយផ្ទាល់ យើងមិនដែលឃើញវាទេ។ ធនាគាររបស់អ្នកអាចសុំឱ្យអ្នកបញ្ជាក់ការបង់⁠ប្រាក់ (3-D Secure)។',
    checkCard: 'សូមពិនិត្យព័ត៌មានកាតម្ដងទៀត។',
    checking: 'កំពុងពិនិត្យកាតរបស់អ្នក…',
    fewSeconds: 'វាចំណាយពេលពីរបីវិនាទី។',
    continue: 'បន្ត',
    confirmTitle: 'បញ្ជាក់ជាមួយធនាគាររបស់អ្នក',
    confirmHeading: 'បញ្ជាក់ការបង់⁠ប្រាក់ជាមួយធនាគាររបស់អ្នក',
    takingYou: 'កំពុងនាំអ្នកទៅទំព័រ 3-D Secure របស់ធនាគារ…',
    continueToBank: 'បន្តទៅធនាគាររបស់អ្នក',
    processingTitle: 'ការបង់⁠ប្រាក់កំពុងដំណើរ⁠ការ',
    processing: 'ការបង់⁠ប្រាក់របស់អ្នកកំពុងដំណើរ⁠ការ',
    noNeedToWait: 'មិនចាំបាច់បើកទំព័រនេះទុកទេ។',
    seeHow: 'មើលលទ្ធផល',
    back: 'ត្រឡប់ទៅហាងវិញ',
    reference: 'លេខយោង',
    unknown: 'មិនស្គាល់វគ្គបង់⁠ប្រាក់នេះទេ។',
    complete: 'ការបង់⁠ប្រាក់នេះបានបញ្ចប់រួចហើយ។',
    inactive: 'វគ្គបង់⁠ប្រាក់នេះលែងសកម្មហើយ។ សូមចាប់ផ្ដើមការបង់⁠ប្រាក់ម្ដងទៀតពីហាង។',
    noToken: 'ព័ត៌មានកាតមិនបានមកដល់ទេ។ សូមត្រឡប់ក្រោយ ហើយបញ្ចូលវាម្ដងទៀត។',
    processorDown: 'មិនអាចភ្ជាប់ទៅអ្នកដំណើរ⁠ការកាតបានទេ ({code})។ សូមព្យាយាមម្ដងទៀតក្នុងពេលបន្តិចទៀត។ ប្រសិនបើកាតរបស់អ្នកត្រូវបានកាត់ប្រាក់ ការបង់⁠ប្រាក់នឹងចូលគណនីរបស់អ្នកដោយខ្លួនឯង។',
    cannotComplete: 'មិនអាចបញ្ចប់ការបង់⁠ប្រាក់បានទេ។ សូមចាប់ផ្ដើមវាម្ដងទៀតពីហាង ឬទាក់ទងយើង ប្រសិនបើកាតរបស់អ្នកត្រូវបានកាត់ប្រាក់។',
  },
} as const satisfies Record<Locale, Record<string, string>>;
type Copy = (typeof CARD_PAGE_COPY)[Locale];
const copyOf = (locale: Locale): Copy => CARD_PAGE_COPY[locale];

/**
 * The design system's Khmer font (Noto Sans Khmer, shipped with the storefront: no network fonts), served beside the
 * pages for the Khmer script's range only (a Latin page never downloads it), and first in the stack: a system font
 * that claims a few Khmer letters must never render them.
 */
export const KHMER_FONTS = { 'khmer-400.woff2': 'noto-sans-khmer-khmer-400-normal.woff2', 'khmer-700.woff2': 'noto-sans-khmer-khmer-700-normal.woff2' } as const;
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-khmer/package.json')), 'files');
const fontFiles = new Map<string, Buffer>();
export function khmerFont(name: string): Buffer | null {
  if (!Object.hasOwn(KHMER_FONTS, name)) return null;
  if (!fontFiles.has(name)) fontFiles.set(name, readFileSync(path.join(FONT_DIR, KHMER_FONTS[name as keyof typeof KHMER_FONTS])));
  return fontFiles.get(name)!;
}
const KHMER_RANGE = 'U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC';
const FONT_FACES = (['400', '700'] as const)
  .map((weight) => `@font-face{font-family:'Noto Sans Khmer';font-style:normal;font-weight:${weight};font-display:swap;src:url(${CARD_CHECKOUT_PATH}/fonts/khmer-${weight}.woff2) format('woff2');unicode-range:${KHMER_RANGE}}`)
  .join('\n');

const STYLE = `${FONT_FACES}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 'Noto Sans Khmer',system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fa;color:#1b2430}
.brand{font-weight:700;color:#1f6feb;margin:0 0 16px}
main{max-width:460px;margin:32px auto;padding:0 16px}.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(15,30,60,.08);padding:24px}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}.field{height:44px;padding:10px 12px;border:1px solid #c6cfdb;border-radius:8px;background:#fff}
select{font:inherit;padding:10px;border:1px solid #c6cfdb;border-radius:8px;background:#fff}.row{display:flex;gap:12px;flex-wrap:wrap}
button,.button{display:block;box-sizing:border-box;width:100%;font:inherit;font-weight:600;text-align:center;text-decoration:none;padding:12px;border:0;border-radius:8px;background:#1f6feb;color:#fff;margin-top:16px;cursor:pointer}
.button.secondary{background:#e8edf4;color:#1b2430}.error{color:#a11;min-height:1.5em}.muted{color:#5b6675;font-size:14px}
iframe.hidden{display:none}`;

function shell(locale: Locale, title: string, body: string, withScript = true, head = ''): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}${withScript ? `<script src="${SCRIPT_PATH}" defer></script>\n` : ''}<style>${STYLE}</style>
</head><body><main><div class="card">
<p class="brand">Storefront</p>
${body}
</div></main></body></html>
`;
}

/**
 * What the card pages are for: paying a session, or saving a card (its $1 verification). `base` is where the
 * pages' steps post (/card-checkout/<session> or /card-setup/<attempt>); `cancel` a link back to the store, or a
 * post that ends the attempt.
 */
export interface CardPageSubject {
  id: string;
  base: string;
  charge: number;
  purpose: 'pay' | 'save';
  cancel: { href: string } | { post: string };
}

/** The card form: CyberSource's fields for the number and the security code, the expiry, and the token posted on. */
export function fieldsPage(locale: Locale, subject: CardPageSubject, context: FieldsContext, now: Date): string {
  const copy = copyOf(locale);
  const year = now.getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
    .map((m) => `<option value="${m}">${m}</option>`)
    .join('');
  const years = Array.from({ length: 15 }, (_, i) => `<option value="${year + i}">${year + i}</option>`).join('');
  const library = `<script src="${escapeHtml(context.scriptUrl)}"${context.scriptIntegrity ? ` integrity="${escapeHtml(context.scriptIntegrity)}" crossorigin="anonymous"` : ''} defer></script>\n`;
  const amount = escapeHtml(formatUsd(subject.charge));
  const saving = subject.purpose === 'save';
  const title = saving ? copy.addCard : copy.payByCard;
  const cancel =
    'post' in subject.cancel
      ? `<form method="post" action="${escapeHtml(subject.cancel.post)}"><button class="button secondary" type="submit">${copy.cancel}</button></form>`
      : `<a class="button secondary" href="${escapeHtml(subject.cancel.href)}">${copy.cancel}</a>`;
  return shell(
    locale,
    title,
    `<h1>${title}</h1>${saving ? `<p class="muted">${escapeHtml(copy.verifyNote.replace('{amount}', formatUsd(subject.charge)))}</p>` : `<p class="amount">${amount}</p>`}
<form id="card-form" method="post" action="${escapeHtml(subject.base)}/pay" data-capture-context="${escapeHtml(context.context)}" data-check-card="${escapeHtml(copy.checkCard)}">
<label for="number-container">${copy.cardNumber}</label><div id="number-container" class="field"></div>
<div class="row"><div><label for="expirationMonth">${copy.expiryMonth}</label><select id="expirationMonth" name="expirationMonth">${months}</select></div>
<div><label for="expirationYear">${copy.expiryYear}</label><select id="expirationYear" name="expirationYear">${years}</select></div></div>
<label for="securityCode-container">${copy.securityCode}</label><div id="securityCode-container" class="field"></div>
<input type="hidden" name="transientToken" value="">
<p id="card-error" class="error" role="alert"></p>
<button type="submit">${escapeHtml(saving ? copy.saveCard : copy.pay.replace('{amount}', formatUsd(subject.charge)))}</button>
</form>
${cancel}
<p class="muted">${copy.privacy}</p>`,
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
export function collectPage(locale: Locale, base: string, collection: { url: string; accessToken: string }): string {
  const copy = copyOf(locale);
  return shell(
    locale,
    copy.checking,
    `<h1>${copy.checking}</h1><p class="muted">${copy.fewSeconds}</p>
<iframe name="collection" class="hidden" title="Card check"></iframe>
<form id="collect-form" method="post" target="collection" action="${escapeHtml(collection.url)}"><input type="hidden" name="JWT" value="${escapeHtml(collection.accessToken)}"></form>
<form id="authenticate-form" method="post" action="${escapeHtml(base)}/authenticate" data-collection-origin="${escapeHtml(new URL(collection.url).origin)}">${BROWSER_INPUTS}<button type="submit">${copy.continue}</button></form>`,
  );
}

/** The step-up: the browser posts the challenge's token to the issuer's page (through CyberSource), which posts back to the return URL. */
export function challengePage(locale: Locale, sessionId: string, challenge: { url: string; accessToken: string }): string {
  const copy = copyOf(locale);
  return shell(
    locale,
    copy.confirmTitle,
    `<h1>${copy.confirmHeading}</h1><p class="muted">${copy.takingYou}</p>
<form id="challenge-form" method="post" action="${escapeHtml(challenge.url)}"><input type="hidden" name="JWT" value="${escapeHtml(challenge.accessToken)}"><input type="hidden" name="MD" value="${escapeHtml(sessionId)}"><button type="submit">${copy.continueToBank}</button></form>`,
  );
}

export function processingPage(locale: Locale, continueUrl: string): string {
  const copy = copyOf(locale);
  return shell(locale, copy.processingTitle, `<h1>${copy.processing}</h1><p>${copy.noNeedToWait}</p><p><a href="${escapeHtml(continueUrl)}">${copy.seeHow}</a></p>`, false);
}

/** A step that cannot go on: why, the §8 code for support (when an error stopped it), and the way back. */
export function closedPage(locale: Locale, message: string, backUrl: string, code?: string): string {
  const copy = copyOf(locale);
  const reference = code ? `<p class="muted" data-code="${escapeHtml(code)}">${copy.reference}: ${escapeHtml(code)}</p>` : '';
  return shell(locale, copy.payByCard, `<h1>${copy.payByCard}</h1><p>${escapeHtml(message)}</p>${reference}<p><a href="${escapeHtml(backUrl)}">${copy.back}</a></p>`, false);
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
        if (failure) { error.textContent = form.getAttribute('data-check-card'); return; }
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
