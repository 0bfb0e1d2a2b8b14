import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until it is interactive. A server-rendered page shows its form before React
 * hydrates it, and hydration resets a controlled field typed into earlier (`<html data-hydrated>`, shell mount).
 */
export async function openInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
