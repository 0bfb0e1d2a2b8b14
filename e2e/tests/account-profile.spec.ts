import { expect, test } from '../support/test';
import { signInAt } from '../support/customer';

/**
 * Issue 16 item 8 and 14: the profile page in Khmer on a 375 px phone — nothing wider than the screen, the
 * account tabs scroll sideways with the current tab in view, the §5 errors beside their field, and the phone
 * number saved through the phone-code select.
 */

test.use({ viewport: { width: 375, height: 740 } });

test('the Khmer profile page at 375 px: fits the screen, tabs scroll with the current one in view, errors beside fields, phone saved', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/account/profile');
  await page.goto('/km/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'ប្រវត្តិរូបរបស់ខ្ញុំ' })).toBeVisible();

  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The account tabs: the current one (Profile) is scrolled into view, and the strip says it scrolls.
  const nav = page.getByRole('navigation', { name: 'គណនី' });
  const current = nav.getByRole('link', { name: 'ប្រវត្តិរូប' });
  await expect(current).toHaveClass(/active/);
  await expect(current).toBeInViewport({ ratio: 1 });
  await expect(nav.locator('[data-scroll-start], [data-scroll-end]')).toHaveCount(1);
  await nav.getByRole('link', { name: 'សុវត្ថិភាព' }).scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link', { name: 'សុវត្ថិភាព' })).toBeInViewport();

  // §5: an invalid name is refused beside its field (in Khmer), and focus goes to it.
  const details = page.getByRole('form', { name: 'ព័ត៌មានលម្អិតរបស់អ្នក' });
  const firstName = details.getByLabel(/នាមខ្លួន/);
  await firstName.fill('Sok4');
  await details.getByRole('button', { name: 'រក្សា⁠ទុកព័ត៌មាន' }).click();
  await expect(details.getByText('ឈ្មោះមិនត្រឹមត្រូវ។ វាមិនត្រូវមានលេខ ឬតួអក្សរពិសេសទេ')).toBeVisible();
  await expect(firstName).toBeFocused();
  await firstName.fill('Demo');
  await details.getByRole('button', { name: 'រក្សា⁠ទុកព័ត៌មាន' }).click();
  await expect(details.getByText('ព័ត៌មានរបស់អ្នកត្រូវបានរក្សា⁠ទុក។')).toBeVisible();

  // The phone number with the phone-code select (countries from GET /country).
  const phone = page.getByRole('form', { name: 'លេខទូរស័ព្ទ' });
  await phone.getByLabel('លេខកូដហៅប្រទេស').selectOption('KH');
  const number = phone.getByRole('textbox', { name: /លេខទូរស័ព្ទ/ });
  await number.fill('012 345 678');
  await phone.getByRole('button', { name: 'រក្សា⁠ទុកលេខទូរស័ព្ទ' }).click();
  await expect(phone.getByText('លេខទូរស័ព្ទរបស់អ្នកត្រូវបានរក្សា⁠ទុក។')).toBeVisible();
  const saved = (await (await page.request.get('/api/users/getUserInformation')).json()) as { phoneNumber: string };
  expect(saved.phoneNumber).toBe('+85512345678');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('profile-km-375.png'), fullPage: true });
});
