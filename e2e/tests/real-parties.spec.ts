import { randomUUID } from 'node:crypto';
import { formatUsd } from '@storefront/contracts';
import { addDomainFromSearch, availableName, emptyCart } from '../support/cart';
import { acceptAndPay, toPaymentStep } from '../support/checkout';
import { signInAt } from '../support/customer';
import { openInteractive } from '../support/interactive';
import { startPartyFakes, type PartyFakes } from '../support/real-parties';
import { startStorefront } from '../support/storefront-process';
import { expect, test, type Page } from '../support/test';

/**
 * Issue 30's acceptance, the real adapters against their fakes: a storefront of its own (port 8197, its own data
 * folder) whose bank card / QR method goes to ABA PayWay, its wallet to PayPal and its cards to CyberSource — the
 * real adapters (api/src/payments/providers/), configured by environment as production is, each pointed at its
 * local fake (api/test/fakes/, run as a process of their own by serve-fakes.ts). The customer goes through the
 * storefront's own pages to the party's page and back, as with the real party: the fake's page is where the
 * customer pays (PayWay's KHQR "scan to pay", PayPal's approval), and what the storefront records comes from the
 * party's API (PayWay's pushback confirmed by check-transaction; PayPal's capture; CyberSource's authorisation after
 * its payer authentication, the issuer's challenge passed on its step-up page).
 */
const PORT = 8197;
const STORE = `http://localhost:${PORT}`;
const PURCHASE = '/api/payment-gateway/v1/payments/purchase';

let fakes: (PartyFakes & { stop: () => Promise<void> }) | undefined;
let storefront: { stop: () => Promise<void> } | undefined;

test.use({ baseURL: STORE });

test.beforeAll(async () => {
  // A fresh database (migrated and seeded) on a busy machine: startStorefront allows it 120 s.
  test.setTimeout(240_000);
  fakes = await startPartyFakes();
  storefront = await startStorefront(PORT, { ...fakes.env, PUBLIC_URL: STORE });
});

test.afterAll(async () => {
  await storefront?.stop();
  await fakes?.stop();
});

/** "$102.48" as PayWay and PayPal write the amount they charge: "102.48 USD". */
const asParty = (cents: number) => `${(cents / 100).toFixed(2)} USD`;
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** The amount the payment step's Pay button names (what the provider is asked to charge), in cents. */
async function payButtonCents(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Pay \$/ }).textContent()) ?? '';
  return centsOf(label);
}

/** The bank card / QR method with PayWay's KHQR option (the bank app's QR), on the payment step or the top-up form. */
async function chooseKhqr(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Bank card \/ KHQR/ }).check();
  const qr = page.getByRole('radio', { name: 'QR with bank app' });
  await qr.click();
  await expect(qr).toBeChecked();
}

/** On PayWay's checkout page (the storefront's form posted to it): KHQR, scan to pay `cents`. */
async function atPaywayKhqr(page: Page, cents: number, screenshot?: string): Promise<void> {
  await expect(page).toHaveURL(`${fakes!.payway.baseUrl}${PURCHASE}`);
  await expect(page.getByRole('heading', { name: 'PayWay KHQR' })).toBeVisible();
  await expect(page.getByText('Scan to pay', { exact: false })).toBeVisible();
  await expect(page.getByTestId('payway-amount')).toHaveText(asParty(cents));
  if (screenshot) await page.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
}

/** On PayPal's approval page (the order's payer-action link): the storefront's order of `cents`. */
async function atPaypal(page: Page, cents: number, screenshot?: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${fakes!.paypal.baseUrl}/checkoutnow\\?token=[A-Z0-9]+$`));
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByText('Paying Storefront', { exact: false })).toBeVisible();
  await expect(page.getByTestId('paypal-amount')).toHaveText(asParty(cents));
  if (screenshot) await page.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
}

/** What the api says of the order the outcome page names (?orderId=…): paid or not, and by which method. */
async function orderOutcome(page: Page): Promise<{ outcome: string; method: string | null }> {
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(orderId).toBeTruthy();
  return (await (await page.request.get(`/api/checkout/${orderId}/complete`)).json()) as { outcome: string; method: string | null };
}

const balanceOf = async (page: Page) => ((await (await page.request.get('/api/user/balance')).json()) as { balance: number }).balance;

/** A top-up of `total` cents by `method` on the top-up form, up to its Top up now; resolves with what is charged. */
async function startTopUp(page: Page, total: number, method: 'bankCard' | 'wallet'): Promise<number> {
  await page.goto('/top-up');
  await page.getByLabel('Amount (USD)').fill((total / 100).toFixed(2));
  if (method === 'bankCard') await chooseKhqr(page);
  else await page.getByRole('radio', { name: /PayPal wallet/ }).check();
  // The charge the form shows once the api priced this amount and method (its fee included).
  const fee = (await (await page.request.get(`/api/top-up/payment-fee?total=${total}&method=${method}`)).json()) as { charge: number };
  await expect(page.getByTestId('top-up-charge')).toHaveText(formatUsd(fee.charge));
  await page.getByRole('button', { name: 'Top up now' }).click();
  return fee.charge;
}

/** Back from the party: the top-up paid, `total` added, the balance now `before + total` (on the outcome page and the balance page). */
async function toppedUp(page: Page, total: number, before: number): Promise<void> {
  await expect(page).toHaveURL(/\/top-up\/success\?topUpId=.*sessionId=/);
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await expect(page.getByText(`${formatUsd(total)} was added to your balance.`)).toBeVisible();
  await expect(page.getByTestId('new-balance')).toHaveText(formatUsd(before + total));
  await page.goto('/account/balance');
  await expect(page.getByRole('region', { name: 'Account balance' })).toContainText(formatUsd(before + total));
}

test.describe('ABA PayWay and PayPal, through their fakes', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/account/services');
    await emptyCart(page, STORE);
  });

  test('a cloud server paid with PayWay KHQR: the storefront → PayWay\'s page → Pay → paid, and in the account', async ({ page }) => {
    const serverName = `e2e-khqr-${randomUUID().slice(0, 6)}`;
    await openInteractive(page, '/cloud');
    await page.getByRole('radio', { name: /^1 month/ }).check();
    await page.getByRole('textbox', { name: /Server name/ }).fill(serverName);
    await expect(page.getByTestId('cloud-summary')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await page.getByRole('button', { name: /Add to cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText('Basic Cloud 1');
    await page.keyboard.press('Escape');

    await toPaymentStep(page);
    await chooseKhqr(page);
    const charge = await payButtonCents(page);
    await acceptAndPay(page);

    // The storefront's page posts the signed Purchase form to PayWay, whose checkout shows the QR to scan.
    await atPaywayKhqr(page, charge, 'payway-khqr.png');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // PayWay's pushback (confirmed with its check-transaction) paid the order before the customer is back.
    await expect(page).toHaveURL(/\/payment\/success\?orderId=.*sessionId=/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText(/Invoice number: INV-\d+/)).toBeVisible();
    expect(await orderOutcome(page)).toMatchObject({ outcome: 'paid', method: 'bankCard' });
    await page.goto('/account/services');
    await expect(page.getByRole('list', { name: 'Your services' }).getByRole('link', { name: serverName })).toBeVisible();
  });

  test('a domain paid with PayPal: the storefront → PayPal\'s approval → Pay now → captured, paid, and in the account', async ({ page }) => {
    const domain = await availableName(page.request, 'paypalkh');
    await addDomainFromSearch(page, domain);
    await toPaymentStep(page);
    await page.getByRole('radio', { name: /PayPal wallet/ }).check();
    const charge = await payButtonCents(page);
    await acceptAndPay(page);

    await atPaypal(page, charge, 'paypal-approval.png');
    await page.getByRole('button', { name: 'Pay now' }).click();

    // Back with PayPal's token and PayerID: the storefront captures the approved order.
    await expect(page).toHaveURL(/\/payment\/success\?orderId=.*sessionId=.*&token=[A-Z0-9]+&PayerID=[A-Z0-9]{13}$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await orderOutcome(page)).toMatchObject({ outcome: 'paid', method: 'wallet' });
    await page.goto('/account/domains');
    await expect(page.getByRole('list', { name: 'Your domains' }).getByRole('listitem', { name: domain })).toBeVisible();
  });

  test('cancelled on PayWay\'s page, then on PayPal\'s, the order stays payable; then paid with PayWay KHQR', async ({ page }) => {
    const domain = await availableName(page.request, 'cancelkh');
    await addDomainFromSearch(page, domain);
    await toPaymentStep(page);
    const paymentStep = page.url();

    await chooseKhqr(page);
    const charge = await payButtonCents(page);
    await acceptAndPay(page);
    await atPaywayKhqr(page, charge);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/checkout-basket\?.*step=payment.*sessionId=/);
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
    expect((await orderOutcome(page)).outcome).toBe('open');

    await page.getByRole('radio', { name: /PayPal wallet/ }).check();
    await acceptAndPay(page);
    await atPaypal(page, charge);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/checkout-basket\?.*step=payment.*sessionId=.*&token=[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
    expect((await orderOutcome(page)).outcome).toBe('open');

    // Still payable: PayWay again, paid this time.
    await page.goto(paymentStep);
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
    await chooseKhqr(page);
    await acceptAndPay(page);
    await atPaywayKhqr(page, charge);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await orderOutcome(page)).toMatchObject({ outcome: 'paid', method: 'bankCard' });
  });

  test('top-ups with PayWay KHQR and with PayPal: each adds its amount to the balance', async ({ page }) => {
    const first = await balanceOf(page);
    const khqrCharge = await startTopUp(page, 2500, 'bankCard');
    await atPaywayKhqr(page, khqrCharge, 'payway-top-up.png');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await toppedUp(page, 2500, first);

    const second = await balanceOf(page);
    expect(second).toBe(first + 2500);
    const paypalCharge = await startTopUp(page, 3000, 'wallet');
    await atPaypal(page, paypalCharge);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await toppedUp(page, 3000, second);
    expect(await balanceOf(page)).toBe(second + 3000);
  });
});

/** The card typed into CyberSource's fields on the storefront's card page (the fake's Microform: plain inputs where its frames go), then submitted. */
async function enterCard(page: Page, number: string, submit: RegExp | string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByLabel('Expiry month').selectOption('08');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 4));
  await page.getByRole('button', { name: submit }).click();
}

/** The issuer's 3-D Secure challenge (CyberSource's step-up, at the fake): confirmed, then back to the storefront. */
async function passChallenge(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${fakes!.cybersource.baseUrl}/acs/step-up`);
  await expect(page.getByRole('heading', { name: 'Your bank: confirm this payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Return to the merchant' }).click();
}

/** The fake's test card that asks for the issuer's challenge (api/test/fakes/cybersource-fake.ts FAKE_CARDS.challenge). */
const CHALLENGE_CARD = '4000000000002503';

test.describe('cards through CyberSource, through its fake', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/account/cards');
    await emptyCart(page, STORE);
  });

  test('a card saved through 3-D Secure (its $1 verification released), then an SSL certificate bought with it', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Add card' }).click();

    // The storefront's own card page with CyberSource's fields: the $1 verification is what is authorised.
    await expect(page).toHaveURL(/\/card-setup\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Add a card' })).toBeVisible();
    await expect(page.getByText('we authorise $1.00 and release it at once')).toBeVisible();
    await enterCard(page, CHALLENGE_CARD, 'Verify and save the card');
    await passChallenge(page);

    await expect(page).toHaveURL(/\/account\/cards\?setupId=/);
    await expect(page.getByText('Your Visa card ending in 2503 is saved.')).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Visa ending in 2503' }).first();
    await card.getByRole('button', { name: 'Show history' }).click();
    await expect(card.getByRole('list', { name: 'History of Visa ending in 2503' }).getByText(/Card verification/)).toBeVisible();

    // An SSL certificate for a domain, paid with the saved card: a merchant-initiated charge of CyberSource's token.
    await openInteractive(page, '/ssl/positivessl');
    await page.getByRole('textbox', { name: /Domain/ }).first().fill(`cs-${randomUUID().slice(0, 6)}.com`);
    await page.getByRole('button', { name: 'Add PositiveSSL to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText('PositiveSSL');
    await page.keyboard.press('Escape');
    await toPaymentStep(page);
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    await expect(page.getByRole('radio', { name: 'Visa •••• 2503' })).toHaveAttribute('aria-checked', 'true');
    await acceptAndPay(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect((await orderOutcome(page)).outcome).toBe('paid');

    await page.goto('/account/cards');
    const paid = page.getByRole('listitem', { name: 'Visa ending in 2503' }).first();
    await paid.getByRole('button', { name: 'Show history' }).click();
    await expect(paid.getByRole('list', { name: 'History of Visa ending in 2503' }).getByText(/Payment/)).toBeVisible();
  });

  test('a top-up by card on the card page, through the issuer\'s challenge: the amount added to the balance', async ({ page }) => {
    const before = await balanceOf(page);
    await page.goto('/top-up');
    await page.getByLabel('Amount (USD)').fill('40.00');
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();
    const fee = (await (await page.request.get('/api/top-up/payment-fee?total=4000&method=card')).json()) as { charge: number };
    await expect(page.getByTestId('top-up-charge')).toHaveText(formatUsd(fee.charge));
    await page.getByRole('button', { name: 'Top up now' }).click();

    await expect(page).toHaveURL(/\/card-checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByText(formatUsd(fee.charge)).first()).toBeVisible();
    await enterCard(page, CHALLENGE_CARD, /^Pay \$/);
    await passChallenge(page);
    await toppedUp(page, 4000, before);
  });
});
