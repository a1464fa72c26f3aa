// The contact form: a missing field shows the spec's text and never the thank-you; a complete
// message is accepted.
import { messages } from '@bookwish/shared/domain/messages';
import { expect, test } from './helpers/test.ts';

test('missing fields show the spec text and no thank-you; a full message is thanked', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.contact.requiredFields);
  await expect(page.getByText('Thank you!')).toHaveCount(0);

  await page.getByLabel('Full Name').fill('Maya Chen');
  await page.getByLabel('Email', { exact: true }).fill('maya@example.org');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.contact.requiredFields);
  await expect(page.getByText('Thank you!')).toHaveCount(0);

  await page.getByLabel('Message').fill('Could our school library donate twenty picture books?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you!')).toBeVisible();
});
