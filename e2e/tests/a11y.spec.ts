import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

/**
 * Accessibility (issue 13, item 8): axe-core over the public pages in English and Khmer. Any violation of
 * impact serious or critical fails the page; the report lists each rule with the elements that break it.
 */
const PAGES = ['/', '/domain/gtld', '/hosting/shared', '/cloud', '/ssl', '/promotion'];
const LOCALES = [
  { prefix: '', lang: 'en' },
  { prefix: '/km', lang: 'km' },
];
const BLOCKING = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One readable block per violation: rule, impact, help link, then each failing element and why. */
function describe(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** The page is ready when its h1 shows, the document speaks the locale and no request or skeleton is pending. */
async function openSettled(page: Page, url: string, lang: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('accessibility: no serious or critical axe violation', () => {
  for (const { prefix, lang } of LOCALES) {
    for (const path of PAGES) {
      const url = `${prefix}${path === '/' && prefix ? '' : path}` || '/';
      test(`${url} (${lang})`, async ({ page }) => {
        await openSettled(page, url, lang);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
        expect(blocking.map((violation) => `${violation.impact}: ${violation.id}`), `${url}: serious or critical violations\n\n${describe(blocking)}\n`).toEqual([]);
      });
    }
  }
});
