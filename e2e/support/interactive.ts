import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until it is interactive (`<html data-hydrated>`, shell mount): a server-rendered page
 * shows its controls before React hydrates it (what is pressed or typed meanwhile is held and given to the page once
 * it is: shell/src/app/early-clicks.ts), and a test that is not about that moment starts from an interactive page.
 */
export async function openInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Opens a server-rendered page with a remote's code held back: the page is on screen, drawn by the server, and not
 * hydrated until `release()` (for what a reader does before the page is interactive).
 */
export async function openWithRemoteHeld(page: Page, path: string, remote: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**/remotes/${remote}/**/remoteEntry.js`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await requested;
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return { release };
}
