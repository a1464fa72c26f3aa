// A provider failing (Cognito's "Internal server error", a throttle's "Rate exceeded", a proxy's HTML
// 502 page the SDK cannot read) never reaches a member in its own words: Log In and the display name
// say ours, in the spec's words where it has them.
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, signIn } from './helpers/members.ts';
import { expect, type Page, type Route, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const proxyPage = (route: Route) =>
  route.fulfill({
    status: 502,
    contentType: 'text/html',
    body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
  });
const cognitoJson = (status: number, type: string, message: string) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/x-amz-json-1.1',
    body: JSON.stringify({ __type: type, message }),
  });

async function pressLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test("Log In: a proxy's 502 page, an internal error and a throttle are said in our words", async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'provider');
  await page.goto('/login');
  const raw = /Cannot read properties|Internal server error|Rate exceeded|Bad Gateway/;

  await page.route('**/_cognito**', proxyPage);
  await pressLogIn(page, member.email, member.password);
  await expect(page.getByRole('alert').filter({ hasText: messages.common.unexpected })).toBeVisible();
  await expect(page.getByText(raw)).toHaveCount(0);

  await page.unroute('**/_cognito**');
  await page.route('**/_cognito**', cognitoJson(500, 'InternalErrorException', 'Internal server error'));
  await pressLogIn(page, member.email, member.password);
  await expect(page.getByRole('alert').filter({ hasText: messages.common.unexpected })).toBeVisible();
  await expect(page.getByText(raw)).toHaveCount(0);

  await page.unroute('**/_cognito**');
  await page.route('**/_cognito**', cognitoJson(400, 'TooManyRequestsException', 'Rate exceeded'));
  await pressLogIn(page, member.email, member.password);
  await expect(page.getByRole('alert').filter({ hasText: messages.common.tooManyRequests })).toBeVisible();
  await expect(page.getByText(raw)).toHaveCount(0);
});

test("the display name behind a proxy's 502 page says our words", async ({ page, request }) => {
  const member = await createMember(request, 'provider2');
  await signIn(page, member);
  await page.goto('/profile?tab=account');
  await page.getByLabel('Display name').fill('Reader behind a proxy');
  await page.route('**/_cognito**', proxyPage);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.common.unexpected })).toBeVisible();
  await expect(page.getByText(/Cannot read properties|Bad Gateway/)).toHaveCount(0);
});
