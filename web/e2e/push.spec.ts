// Notifications on a member's phone (Web Push), at 390 px with the service worker on. A second
// member's offer reaches the first member's service worker as a push, shows as one line ("… offered
// to send you …"), and its tap opens the post.
// Headless Chromium has no push service: its pushManager.subscribe fails ("Registration failed -
// permission denied", even with the permission granted), so the switch in Account Setting says in our
// words that this browser could not turn notifications on. The two halves are then driven apart:
// the server's half with a device subscribed through the API at the stack's push service (the notifier
// encrypts for it, the test decrypts what arrived, RFC 8291), and the browser's half by handing that
// decrypted push to the member's real service worker through Chromium's DevTools protocol
// (ServiceWorker.deliverPushMessage); the tap is the worker's notificationclick on the notification it
// shows (no protocol clicks an OS notification).

import { testDevice } from '../../functions/src/local/push-subscriber.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { signIn } from './helpers/members.ts';
import { expect, type Page, test, type Worker } from './helpers/test.ts';
import { apiPost, PHONE, wishWithGiver } from './helpers/unlucky-a.ts';

test.use({ serviceWorkers: 'allow' });

interface Delivery {
  body: string;
}

/** The worker's global scope as these evaluations use it (the e2e files compile with the DOM's types). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What the worker shows: each notification's title and where its tap leads. */
function shown(worker: Worker): Promise<{ title: string; url: string; lang: string }[]> {
  return worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const list = await scope.registration.getNotifications();
    return list.map((n) => ({ title: n.title, url: String(n.data?.url ?? ''), lang: n.lang }));
  });
}

test('a second member’s offer arrives as a push on the first member’s phone, and its tap opens the post', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { wisher, giver, wisherToken, giverToken, title, id } = await wishWithGiver(request, 'push');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, wisher);
  await page.goto('/');
  await untilControlled(page);

  // Nothing asked on a visit: the browser's permission is still unasked.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  // Account Setting: the switch, off; turning it on asks the browser, which here has no push service.
  await context.grantPermissions(['notifications']);
  await page.goto('/profile?tab=account');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  const toggle = section.getByRole('checkbox', { name: 'Notify me on this phone or computer' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(section.getByRole('alert')).toContainText('This browser could not turn notifications on.');
  await expect(toggle).not.toBeChecked();
  // Discreet notifications: off until chosen, and kept by the server once switched on.
  const discreet = section.getByRole('checkbox', { name: 'Discreet notifications' });
  await expect(discreet).not.toBeChecked();
  await discreet.click();
  await expect(discreet).toBeChecked();
  await page.reload();
  await expect(discreet).toBeChecked();
  await discreet.click();
  await expect(discreet).not.toBeChecked();
  // The tab with its switch and that alert, as axe reads it (features-a11y scans it in the headless
  // shell, where the browser's notice stands in place of the switch).
  await expectNoViolations(page, 'Account Setting with the notifications switch');

  // The server's half: this member's device at the stack's push service, subscribed as a browser
  // would (its own keys); the second member offers.
  const device = testDevice(baseURL ?? '');
  const subscribed = await request.post('/api/me/push', {
    headers: { authorization: `Bearer ${wisherToken}` },
    data: device.subscription,
  });
  expect(subscribed.status()).toBe(201);
  await apiPost(request, giverToken, `/api/wishlists/${id}/offer`, {});
  let payload = '';
  await expect
    .poll(
      async () => {
        const deliveries = (await (
          await request.get(`/_dev/pushes?device=${device.id}`)
        ).json()) as Delivery[];
        payload = deliveries[0] ? device.decrypt(deliveries[0].body) : '';
        return payload;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  const message = JSON.parse(payload) as { text: string; url: string };
  // A lock screen shows the giver's first name only.
  const giverFirst = giver.name.split(' ')[0];
  expect(message.text).toBe(`${giverFirst} offered to send you "${title}"`);
  expect(message.url).toBe(`${baseURL}/wishlist/${id}`);

  // The browser's half: the push handed to this phone's service worker, as its push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId: await registrationId,
    data: payload,
  });
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await expect
    .poll(() => shown(worker))
    .toEqual([
      { title: `${giverFirst} offered to send you "${title}"`, url: `${baseURL}/wishlist/${id}`, lang: 'en' },
    ]);

  // The member was elsewhere in the app; a tap on the notification opens the post in that tab.
  await page.goto('/wishlists');
  await untilControlled(page);
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    // A synthetic event may not extend its lifetime (waitUntil throws); the tab's navigation runs.
    scope.addEventListener('error', (event) => event.preventDefault());
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    } catch {
      // the waitUntil of an untrusted event
    }
  });
  await expect(page).toHaveURL(`${baseURL}/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => shown(worker)).toEqual([]);
  await context.close();
});
