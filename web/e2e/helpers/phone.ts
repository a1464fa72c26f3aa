// What a phone's member does to the app shell itself: follow a link in the menu sheet, and come back
// to an open tab, which asks for the service worker again.
import type { Page } from './test.ts';

/** Opens the menu and follows one of its links, as a member on a phone taps them. */
export async function goFromMenu(page: Page, link: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: link })
    .click();
}

/** What an open tab does when it comes back into view (or hourly): asks for sw.js again; resolves
 * once a new service worker controls the page. */
export async function updateServiceWorker(page: Page): Promise<void> {
  const tookOver = page.evaluate(
    () =>
      new Promise<void>((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }),
      ),
  );
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await tookOver;
}
