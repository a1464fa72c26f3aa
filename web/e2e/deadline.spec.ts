// Hold timers in the browser: the member who must act sees by when, on the post and on
// their profile card; the other party does not. (Lapses and reminders are shown by the API test
// functions/src/api-tests/timers.test.ts, which moves the local test clock.)
import { HOLD_DAYS } from '@bookwish/shared/domain/constants';
import { formatDeadline } from '@bookwish/shared/domain/timers';
import { apiPost, signIn, wisherAndGiver } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

type Answer = { id: string; timeline: { at: number }[] };

test('the wisher sees "Share your address by" on the post and in My Wishlists; the giver does not', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [wisher, giver] = await wisherAndGiver(request);
  const title = `Anne of Green Gables ${Date.now()}`;
  const { id } = await apiPost<Answer>(request, wisher, '/api/wishlists', {
    title,
    author: 'L. M. Montgomery',
    types: ['Fiction'],
    purchaseLink: 'https://www.example.org/anne',
    destination: 'Canada',
    price: 'CAD 12.00',
  });
  const offered = await apiPost<Answer>(request, giver, `/api/wishlists/${id}/offer`, {});
  const offeredAt = offered.timeline.at(-1)?.at ?? 0;
  const text = `Share your address by ${formatDeadline(offeredAt + HOLD_DAYS.shareAddress * 86_400_000)}`;

  const w = await (await browser.newContext()).newPage();
  await signIn(w, wisher);
  await w.goto(`/wishlist/${id}`);
  await expect(w.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(w.getByText(text)).toBeVisible();
  await w.goto('/profile');
  const card = w.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(text)).toBeVisible();

  const g = await (await browser.newContext()).newPage();
  await signIn(g, giver);
  await g.goto(`/wishlist/${id}`);
  await expect(g.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(g.getByText(/Share your address by/)).toHaveCount(0);
});
