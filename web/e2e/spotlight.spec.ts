// Writer's Spotlight: a member applies from /event (the answers kept on the phone through a reload,
// and one application when the server's answer is lost on the way); a volunteer shortlists, features
// and publishes the interview from the answers, and the applicant is emailed at each decision; the
// interview is a page of the app at /writerspotlight/<slug>, in English and Persian (right to left,
// the untranslated answers marked as English), on a phone and a desktop. The applicant reads where
// their own application stands on /event/apply and /event, in their language.

import type { Page } from '@playwright/test';
import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { axeResults } from './helpers/axe.ts';
import { createMember, logIn, type Member, notifications } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

const volunteer = demoAccounts.find((a) => a.volunteer);
const QUESTIONS = [
  'Tell us a little about yourself and where you write from.',
  'What is the first book you remember falling in love with?',
  'When did you know you wanted to write?',
  'What are you working on right now?',
  'What does a good writing day look like for you?',
  'Which BC place, person or story has found its way into your work?',
  'Which book do you find yourself giving to other people?',
  'What is the best advice you have received as a writer?',
  'What would you say to a young reader who wants to start writing?',
  'If you could wish for one book, which would it be and why?',
];
const answer = (tag: string, i: number) => `${tag} answer ${i + 1}: the tide at Jericho Beach.`;

async function apply(page: Page, tag: string): Promise<void> {
  await page.goto('/event');
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Apply to the Writer's Spotlight" }),
  ).toBeVisible();
  for (const [i, question] of QUESTIONS.entries()) await page.getByLabel(question).fill(answer(tag, i));
}

/** Nothing wider than the screen, and nothing axe finds. */
async function fitsAndPassesAxe(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect((await axeResults(page)).violations.map((v) => v.id)).toEqual([]);
}

/** The applications of one member in the volunteers' inbox, read as Vera. */
async function inboxCardsOf(page: Page, name: string) {
  await page.goto('/support/spotlight');
  await expect(
    page.getByRole('heading', { level: 1, name: "Writer's Spotlight applications" }),
  ).toBeVisible();
  return page.getByRole('article', { name });
}

test('a member applies: the answers survive a reload, and a lost answer from the server makes one application', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  const member = await createMember(page.request, 'writer');
  await logIn(page, member);
  await apply(page, 'Kept');
  // A reload (a phone's tab brought back, a lost session) keeps every word typed.
  await page.reload();
  for (const [i, question] of QUESTIONS.entries()) {
    await expect(page.getByLabel(question)).toHaveValue(answer('Kept', i));
  }
  // A blank answer is refused in our words, and nothing is sent.
  await page.getByLabel(QUESTIONS[3] as string).fill('   ');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Please answer this question.').first()).toBeVisible();
  await page.getByLabel(QUESTIONS[3] as string).fill(answer('Kept', 3));
  for (const width of [390, 1280]) await fitsAndPassesAxe(page, width);

  // The server takes the application, and its answer never reaches the phone.
  let lost = 0;
  await page.route('**/api/spotlight/applications', async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Thank you! Your answers are with our volunteers.')).toBeVisible();
  expect(lost).toBe(1);
  // Above the form, the member's own applications: one, with the volunteers.
  const mine = page.getByRole('list', { name: 'Your applications' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveText(/^Your application of .+: With our volunteers$/);

  // The volunteers' inbox has it once.
  const context = await browser.newContext();
  const vera = await context.newPage();
  await logIn(vera, volunteer);
  const cards = await inboxCardsOf(vera, member.name);
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('New', { exact: true })).toBeVisible();
  await context.close();
});

test('a volunteer shortlists, features and publishes; the interview reads in English and Persian, phone and desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  const member: Member = await createMember(page.request, 'poet');
  await logIn(page, member);
  await apply(page, 'Tide');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Thank you! Your answers are with our volunteers.')).toBeVisible();

  const context = await browser.newContext();
  const vera = await context.newPage();
  await logIn(vera, volunteer);
  await vera.goto('/support');
  await vera.getByRole('link', { name: "Writer's Spotlight applications" }).click();
  // The demo's inbox: Wendy's new application, Tessa's shortlisted one, the first two interviews.
  await expect(
    vera.getByRole('article', { name: 'Wendy Park' }).getByText('New', { exact: true }),
  ).toBeVisible();
  await expect(
    vera.getByRole('article', { name: 'Tessa Wong' }).getByText('Shortlisted', { exact: true }),
  ).toBeVisible();
  const published = vera.getByRole('region', { name: 'Published interviews' });
  await expect(published.getByText('Elena Park')).toBeVisible();
  await expect(published.getByText('Jonah Whitfield')).toBeVisible();
  const card = vera.getByRole('article', { name: member.name });
  await card.getByRole('button', { name: 'Shortlist' }).click();
  await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Feature' }).click();
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Featured: Vera Moreau/)).toBeVisible();

  // The applicant was emailed at each decision.
  await expect
    .poll(async () => (await notifications(page.request, member)).map((mail) => mail.subject), {
      timeout: 30_000,
    })
    .toEqual([
      "Your Writer's Spotlight application is shortlisted",
      "You are featured in the Writer's Spotlight",
    ]);
  // The applicant reads where it stands on /event, from their own applications only.
  await page.goto('/event');
  await expect(page.getByRole('list', { name: 'Your applications' }).getByRole('listitem')).toHaveText([
    /^Your application of .+: Featured$/,
  ]);

  await card.getByRole('button', { name: 'Publish the interview' }).click();
  const editor = card.getByRole('region', { name: `The interview of ${member.name}` });
  const slug = `tide-${Date.now().toString(36)}`;
  await editor.getByLabel('Page address').fill(slug);
  await editor.getByLabel('Role (poet, novelist…)', { exact: true }).fill('Poet');
  await editor.getByLabel('Home (city, BC)', { exact: true }).fill('Vancouver, BC');
  await editor.getByLabel('Teaser, shown in the lists', { exact: true }).fill('On tides and libraries');
  await editor.getByLabel('Introduction', { exact: true }).fill(`${member.name} writes poems about the sea.`);
  for (const width of [390, 1280]) await fitsAndPassesAxe(vera, width);
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(vera.getByText('The interview is published.')).toBeVisible();
  await card.getByRole('link', { name: 'View the page' }).click();
  await expect(vera).toHaveURL(new RegExp(`/writerspotlight/${slug}$`));
  await context.close();

  // Anyone reads it, on a desktop and on a phone, in English.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/writerspotlight/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByText(answer('Tide', 6))).toBeVisible();
    await expect(page.getByText('Poet · Vancouver, BC')).toBeVisible();
    // Their initials, never another writer's drawing.
    await expect(page.getByRole('img', { name: `Initials of ${member.name}` })).toBeVisible();
    await expect(page.locator('img[src*="/img/writers/"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  // The lists show them with their initials too, the first two writers with their own drawings.
  await page.goto('/event');
  const interviews = page.getByRole('region', { name: 'Read the interviews' });
  const listed = interviews.getByRole('link', { name: new RegExp(member.name) });
  await expect(listed.locator('svg[data-monogram]')).toBeVisible();
  await expect(listed.locator('img')).toHaveCount(0);
  await expect(
    interviews.getByRole('link', { name: /Elena Park/ }).locator('img[src="/img/writers/elena-park.svg"]'),
  ).toBeVisible();
  await page.goto('/');
  const homeCard = page.getByRole('link', { name: new RegExp(`In conversation with ${member.name}`) });
  await expect(homeCard.locator('svg[data-monogram]')).toBeVisible();
  await expect(homeCard.locator('img')).toHaveCount(0);
  // In Persian, right to left: the questions in Persian, the answers nobody translated in
  // English, marked as English and left to right.
  await page.evaluate(() => localStorage.setItem('bookwish.language', 'fa'));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/writerspotlight/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    const english = page.getByText(answer('Tide', 6));
    await expect(english).toBeVisible();
    await expect(english.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'en-CA');
    await expect(english.locator('xpath=ancestor-or-self::*[@dir][1]')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('img', { name: `حروف اول نام ${member.name}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  // Where their application stands, in Persian on a phone.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/event');
  await expect(page.getByRole('list', { name: 'درخواست‌های شما' }).getByRole('listitem')).toHaveText([
    /^درخواست شما در .+: برگزیده$/,
  ]);
  await fitsAndPassesAxe(page, 390);
  // The first writers' interviews are records too, translated: /writerspotlight1 reads in Persian.
  await page.goto('/writerspotlight1');
  await expect(page.getByRole('heading', { level: 1, name: 'Elena Park' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'تصویر نقاشی‌شده از Elena Park' })).toHaveAttribute(
    'src',
    '/img/writers/elena-park.svg',
  );
  await expect(page.locator('article [lang="en-CA"]')).toHaveCount(0);
});
