// Make a Wish with a cover whose answer is lost twice (the server made the wish both times it was
// asked): pressing Post again, or reloading, changing a word and pressing Post, never makes a second
// wish, never uploads the cover again, and never asks the member to refresh away their input.
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, idToken, type Member, pngFile } from './helpers/members.ts';
import { type APIRequestContext, expect, type Page, test } from './helpers/test.ts';
import { answersLost, countRequests, phonePage } from './helpers/unlucky-a.ts';

async function myWishTitles(request: APIRequestContext, member: Member): Promise<string[]> {
  const response = await request.get('/api/me/wishlists?role=wisher', {
    headers: { authorization: `Bearer ${await idToken(request, member)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { title: string }[] }).items.map((post) => post.title);
}

async function fillWish(page: Page, title: string) {
  await page.goto('/makeawish');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Book cover').setInputFiles(pngFile('cover.png'));
  await page.getByLabel('Purchase link').fill('https://www.example.org/pat');
  await page.getByLabel('Destination country').fill('Canada');
  await page.getByLabel('Price').fill('CAD 14');
}

test('Post again after two lost answers replays the first: one wish, one upload', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'twice');
  const page = await phonePage(browser, member);
  const uploads = countRequests(page, 'POST', /^\/api\/uploads$/);
  const title = `Pat of Silver Bush ${Date.now().toString(36)}`;
  await fillWish(page, title);
  const lost = await answersLost(page, '**/api/wishlists', 'POST', 2);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('form', { name: 'Make a Wish' }).getByRole('alert')).toBeVisible();
  expect(lost.lost()).toBe(2);

  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(messages.common.idempotencyKeyReused)).toHaveCount(0);
  expect(uploads()).toBe(1);
  expect((await myWishTitles(request, member)).filter((t) => t === title)).toHaveLength(1);
  // Made, so the draft is done with: the next wish starts empty.
  await page.goto('/makeawish');
  await expect(page.getByLabel('Title')).toHaveValue('');
});

test('after a reload and a changed word, Post finds the wish already made instead of a second', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'reload');
  const page = await phonePage(browser, member);
  const uploads = countRequests(page, 'POST', /^\/api\/uploads$/);
  const title = `Magic for Marigold ${Date.now().toString(36)}`;
  await fillWish(page, title);
  await answersLost(page, '**/api/wishlists', 'POST', 2);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('form', { name: 'Make a Wish' }).getByRole('alert')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Message').fill('A second thought after the reload.');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Your earlier Post went through')).toBeVisible();
  expect(uploads()).toBe(1);
  expect((await myWishTitles(request, member)).filter((t) => t === title)).toHaveLength(1);
});
