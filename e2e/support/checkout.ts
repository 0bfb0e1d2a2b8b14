import { expect, type Page } from '@playwright/test';
import { ensureContact } from './customer';

/** From the basket of a signed-in customer to the payment step (a saved contact added when they have none). */
export async function toPaymentStep(page: Page): Promise<void> {
  await ensureContact(page);
  await page.goto('/checkout-basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
}

/** At the payment step: the terms and the automatic signing of the order's contracts accepted, then Pay. */
export async function acceptAndPay(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I have read and agree to the/ }).check();
  await page.getByRole('checkbox', { name: 'I consent to signing the electronic contracts of this order automatically.' }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
