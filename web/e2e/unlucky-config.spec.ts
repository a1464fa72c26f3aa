// /config.json failing on a phone is a blip, not a broken tab: it is asked for again (with backoff)
// within the press, and on the next press after an outage; the member never sees "config.json".
// One failed ask ridden out within the press is config.test's ("one 503 is ridden out within the call").
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, type Member } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** /config.json answers 503 to its first `failures` asks, then is back; the member presses Log In. */
async function logInWhileConfigFails(page: Page, member: Member, failures: number) {
  let left = failures;
  await page.route('**/config.json', (route) => {
    if (left > 0) {
      left -= 1;
      return route.fulfill({ status: 503, body: 'Service Unavailable' });
    }
    return route.fallback();
  });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('Log In while /config.json fails: our words, and the next press logs in once it answers', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'config');
  // Down for the first three asks (every try of one press), then back.
  await logInWhileConfigFails(page, member, 3);
  await expect(page.getByRole('alert').filter({ hasText: messages.common.unexpected })).toBeVisible();
  await expect(page.getByText(/config\.json/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();
});
