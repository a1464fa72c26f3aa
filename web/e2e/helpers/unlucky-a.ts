// A member on a phone with a bad connection: 390 px wide, answers lost after the server acted, a
// token refresh that cannot reach Cognito, a session that really ended. Exchanges not under test are
// moved along through the API with the members' tokens.
import { type APIRequestContext, type Browser, expect, type Page, type Route } from '@playwright/test';
import { createMember, idToken, type Member, signIn } from './members.ts';

export const PHONE = { width: 390, height: 844 };

/** A signed-in member's page at phone width. */
export async function phonePage(browser: Browser, member?: Member): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  if (member) await signIn(page, member);
  return page;
}

export async function apiPost<T = { id: string; version: number }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A posted wish by a new member, and a second member (with both tokens). */
export async function wishWithGiver(request: APIRequestContext, label: string) {
  const [wisher, giver] = await Promise.all([
    createMember(request, `${label}-wisher`),
    createMember(request, `${label}-giver`),
  ]);
  const [wisherToken, giverToken] = await Promise.all([idToken(request, wisher), idToken(request, giver)]);
  const title = `${label} ${Date.now().toString(36)}`;
  const { id } = await apiPost(request, wisherToken, '/api/wishlists', {
    title,
    destination: 'Canada',
    purchaseLink: 'https://www.example.org/anne',
    price: 'CAD 9.99',
  });
  return { wisher, giver, wisherToken, giverToken, title, id };
}

/** Makes the stored id token look expired, so the next API call refreshes it first. */
export async function expireIdToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = 'bookwish.session';
    const tokens = JSON.parse(localStorage.getItem(key) ?? '{}') as { idToken: string };
    const [head, body, signature] = tokens.idToken.split('.');
    const claims = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 600;
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem(key, JSON.stringify({ ...tokens, idToken: `${head}.${encoded}.${signature}` }));
  });
}

const isRefresh = (route: Route) => (route.request().postData() ?? '').includes('REFRESH_TOKEN');

/** Token refreshes are held for a moment and then never reach Cognito (a phone between cells).
 * Returns how many were tried. */
export async function refreshesDropped(page: Page): Promise<{ count: () => number }> {
  let count = 0;
  await page.route('**/_cognito**', async (route) => {
    if (!isRefresh(route)) return route.continue();
    count += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // A reload in those 1.5 s has already cancelled the request: nothing is left to drop.
    await route.abort('internetdisconnected').catch(() => undefined);
  });
  return { count: () => count };
}

/** Cognito answers every refresh with "not authorised": the session really is over. */
export async function refreshesRefused(page: Page): Promise<void> {
  await page.route('**/_cognito**', (route) =>
    isRefresh(route)
      ? route.fulfill({
          status: 400,
          headers: { 'x-amzn-errortype': 'NotAuthorizedException' },
          contentType: 'application/x-amz-json-1.1',
          body: JSON.stringify({
            __type: 'NotAuthorizedException',
            message: 'Refresh Token has been revoked',
          }),
        })
      : route.continue(),
  );
}

/** The first `times` matching requests reach the server, which acts, but their answers are lost. */
export async function answersLost(page: Page, url: string | RegExp, method: string, times: number) {
  let lost = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== method || lost >= times) return route.fallback();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  return { lost: () => lost };
}

/** Matching requests wait, unsent, until `release()` (a link that takes its time); then they go on. */
export async function answersHeld(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

/** Counts requests the page sends (e.g. uploads). */
export function countRequests(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** Logs in on the /login page the browser is on (not going there first, as logIn does). */
export async function logInHere(page: Page, member: Member): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
