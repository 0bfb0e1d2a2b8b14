import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { Secret, TOTP } from 'otpauth';

const stamp = Date.now().toString().slice(-7);
const email = `e2e.${stamp}@example.com`;
const password = 'First-pass1';
const newPassword = 'Second-pass2';

/** The newest message of a kind to an address, from the development mailbox. */
async function mail(request: APIRequestContext, template: string): Promise<string> {
  const messages = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { template: string; text: string }[];
  const message = messages.find((m) => m.template === template);
  if (!message) throw new Error(`no ${template} mail`);
  return message.text;
}

const totpAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sokha' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  return page.getByRole('dialog', { name: 'Sign in' });
}

test('sign up, verify the email, lockout countdown, two-factor on, sign in with TOTP, reset the password', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/');

  // Sign up.
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signUp.getByText('Use a real email')).toBeVisible();
  await signUp.getByLabel('First name').fill('Sokha');
  await signUp.getByLabel('Last name').fill('Chan');
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Phone number').fill(`+855 12 ${stamp}`);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm password').fill('Mismatch-pass1');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByText("Oops, that's not the same password as the first one.")).toBeVisible();
  await signUp.getByLabel('Confirm password').fill(password);
  await signUp.getByRole('button', { name: 'Create account' }).click();

  // Verify the email with the mailed code.
  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await mail(request, 'verify-email'))![1]!;
  await verify.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  // The dialog says it worked before it closes (issue 28.15).
  const verified = page.getByRole('dialog', { name: 'Email verified' });
  await expect(verified.getByText(`Thank you: ${email} is verified.`)).toBeVisible();
  await verified.getByRole('button', { name: 'Done' }).click();
  await expect(verified).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sokha' })).toBeVisible();
  await signOut(page);

  // Two wrong passwords show the attempts left; then the right one.
  let dialog = await openSignIn(page);
  await dialog.getByLabel('Email or username').fill(email);
  await dialog.getByLabel('Password').fill('Wrong-pass1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('You have 4 attempts before your account is blocked for 15 minutes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('You have 3 attempts before your account is blocked for 15 minutes.')).toBeVisible();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  // Turn on two-factor with a code computed from the secret.
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('group', { name: 'Code from the app' }).getByRole('textbox').first().click();
  await page.keyboard.type(totpAt(secret, Date.now()));
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  const recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.goto('/');
  await signOut(page);

  // Sign in again: the password, then the TOTP (the next step: the turn-on code is spent).
  dialog = await openSignIn(page);
  await dialog.getByLabel('Email or username').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const twoFactor = page.getByRole('dialog', { name: 'Two-factor verification' });
  await twoFactor.getByRole('textbox').first().click();
  await page.keyboard.type(totpAt(secret, Date.now() + 30_000));
  await expect(twoFactor).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sokha' })).toBeVisible();
  await signOut(page);

  // Forgot the password: the mailed link sets a new one.
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();
  const link = /\/reset-password\/[A-Za-z0-9_-]+/.exec(await mail(request, 'reset-password'))![0];
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();

  // Sign in with the new password (and a recovery code for the second step).
  dialog = await openSignIn(page);
  await dialog.getByLabel('Email or username').fill(email);
  await dialog.getByLabel('Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!.trim());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sokha' })).toBeVisible();
});

test('the Khmer sign-in dialog', async ({ page }) => {
  await page.goto('/km');
  await page.getByRole('banner').getByRole('button', { name: 'ចូលគណនី' }).click();
  const dialog = page.getByRole('dialog', { name: 'ចូលគណនី' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ចូលគណនី' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await page.goto('/km/forgot-password');
  await expect(page.getByRole('heading', { name: 'ភ្លេចពាក្យ⁠សម្ងាត់?' })).toBeVisible();
});

// Reads the mails the first test of this file sent (the suite runs its tests in order, one worker).
test('the development mailbox page shows what was sent to an address', async ({ page }) => {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(page.getByRole('article', { name: /^Your verification code: \d{6}$/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reset your Storefront password' }).getByRole('link')).toHaveAttribute('href', /\/reset-password\//);
});
