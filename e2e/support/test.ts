import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const REMINDERS_TITLE = /^(Things that need your attention|អ្វីដែលត្រូវការការយកចិត្តទុកដាក់របស់អ្នក)$/;
const REMIND_TOMORROW = /^(Remind me tomorrow|រំលឹកខ្ញុំថ្ងៃស្អែក)$/;

/**
 * The reminders popup opens after a sign-in once a day when there is something to renew or pay (the demo customer
 * has an unpaid invoice), when its answer arrives: at a moment no test can predict (it is held back only once the
 * customer has pressed something on the page); a person closes it and goes on. So does every page of
 * the suite: Playwright closes it ("Remind me tomorrow") whenever it stands in the way of an action or an assertion.
 */
export async function closeRemindersWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: REMINDERS_TITLE }), async (dialog) => {
    await dialog.getByRole('button', { name: REMIND_TOMORROW }).click();
  });
}

/**
 * The suite's `test`: Playwright's, whose page closes the reminders popup when it shows (see above). A test of the
 * popup itself keeps it: `test.use({ keepReminders: true })`.
 */
export const test = base.extend<{ keepReminders: boolean }>({
  keepReminders: [false, { option: true }],
  page: async ({ page, keepReminders }, provide) => {
    if (!keepReminders) await closeRemindersWhenShown(page);
    await provide(page);
  },
});
