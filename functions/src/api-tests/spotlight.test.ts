// Writer's Spotlight over the real emulators: a member applies (once, whatever the retries), bad
// answers are refused in the catalogue's words and write nothing, only volunteers read the inbox,
// decide and publish, each decision is kept with who made it and mails the applicant in their
// language, and a published interview is read by anyone at its address.

import { randomUUID } from 'node:crypto';
import { messages } from '@bookwish/shared/domain/messages';
import { interviewTextsFrom, SPOTLIGHT_QUESTION_COUNT } from '@bookwish/shared/domain/spotlight';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../local/mailbox.ts';
import { mailbox } from '../local/test-helpers.ts';
import { listApplications } from '../store/spotlight-store.ts';
import { call, expectOk, type Member, member, signedUp, volunteer } from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

const answers = (tag: string) =>
  Array.from({ length: SPOTLIGHT_QUESTION_COUNT }, (_, i) => `${tag}: answer ${i + 1}`);

const apply = (who: Member, body: object, key?: string) =>
  call('POST', '/api/spotlight/applications', {
    token: who.token,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const applicationsOf = async (uid: string) => (await listApplications()).filter((a) => a.uid === uid);

const decide = (who: Member | null, id: string, status: string) =>
  call('PATCH', `/api/support/spotlight/${id}`, { token: who?.token, body: { status } });

/** Waits, as a person refreshing their inbox would, for `count` Spotlight emails. */
async function spotlightMails(m: Member, count: number): Promise<Mail[]> {
  for (let tries = 0; ; tries += 1) {
    const mails = (await mailbox(m.account?.email ?? '')).filter(
      (mail) => mail.kind === 'Notification' && mail.text.includes('/event\n'),
    );
    if (mails.length >= count || tries > 100) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("Writer's Spotlight applications", () => {
  it('a member applies once per key: a retry gets the same application, other answers under it are refused', async () => {
    const writer = member('Wren Writer');
    const key = randomUUID();
    const first = await apply(writer, { answers: answers('Wren') }, key);
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('new');
    const again = await apply(writer, { answers: answers('Wren') }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const changed = await apply(writer, { answers: answers('Changed') }, key);
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(messages.common.idempotencyKeyReused);
    expect((await applicationsOf(writer.uid)).map((a) => a.id)).toEqual([first.body.id]);
  });

  it('a visitor cannot apply; a blank or missing answer is a 400 in the catalogue words and writes nothing', async () => {
    const visitor = await call('POST', '/api/spotlight/applications', { body: { answers: answers('V') } });
    expect(visitor.status).toBe(401);
    const writer = member('Blank Writer');
    const blank = answers('Blank');
    blank[3] = '   ';
    const refused = await apply(writer, { answers: blank });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.spotlight.answerRequired);
    const short = await apply(writer, { answers: answers('Short').slice(0, 9) });
    expect(short.status).toBe(400);
    const long = answers('Long');
    long[0] = 'x'.repeat(2_001);
    expect((await apply(writer, { answers: long })).status).toBe(400);
    expect(await applicationsOf(writer.uid)).toEqual([]);
  });

  it('only volunteers read the inbox and decide; members and visitors get 403/401 and change nothing', async () => {
    const writer = member('Private Writer');
    const id = expectOk(await apply(writer, { answers: answers('Private') }), 'apply').body.id as string;
    expect((await call('GET', '/api/support/spotlight', { token: writer.token })).status).toBe(403);
    expect((await call('GET', '/api/support/spotlight')).status).toBe(403);
    expect((await decide(writer, id, 'featured')).status).toBe(403);
    expect((await decide(null, id, 'featured')).status).toBe(403);
    const inbox = expectOk(
      await call('GET', '/api/support/spotlight', { token: volunteer().token }),
      'inbox',
    );
    const listed = inbox.body.applications.find((a: { id: string }) => a.id === id);
    expect(listed).toMatchObject({ status: 'new', name: 'Private Writer', answers: answers('Private') });
  });

  it("a volunteer's decisions are kept with who made them, follow the rules, and mail the applicant in their language", async () => {
    const writer = await signedUp('Parisa Poet');
    expectOk(
      await call('PUT', '/api/me/notifications', { token: writer.token, body: { language: 'fa' } }),
      'fa',
    );
    const id = expectOk(await apply(writer, { answers: answers('Parisa') }), 'apply').body.id as string;
    const vera = volunteer('Vera Volunteer');
    const bad = await decide(vera, id, 'new');
    expect(bad.status).toBe(400);
    const shortlisted = expectOk(await decide(vera, id, 'shortlisted'), 'shortlist');
    expect(shortlisted.body.status).toBe('shortlisted');
    expect(shortlisted.body.decisions).toEqual([
      expect.objectContaining({
        from: 'new',
        to: 'shortlisted',
        volunteerUid: vera.uid,
        volunteerName: 'Vera Volunteer',
      }),
    ]);
    // The same decision twice is none: refused, and no second email.
    const twice = await decide(vera, id, 'shortlisted');
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(messages.spotlight.decisionNotAllowed);
    const featured = expectOk(await decide(vera, id, 'featured'), 'feature');
    expect(featured.body.decisions.map((d: { to: string }) => d.to)).toEqual(['shortlisted', 'featured']);
    expect((await decide(vera, id, 'declined')).status).toBe(409);
    const mails = await spotlightMails(writer, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'درخواست شما برای نویسندهٔ برگزیده به فهرست کوتاه رسید',
      'شما نویسندهٔ برگزیده شدید',
    ]);
    const missing = await decide(vera, 'nothere', 'declined');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.spotlight.applicationNotFound);
  });
});

describe("a member's own applications", () => {
  it("a member reads where their own applications stand, never anyone else's; a visitor is refused", async () => {
    const writer = member('Mina Mine');
    const other = member('Otto Other');
    const mine = (who: Member) => call('GET', '/api/me/spotlight-applications', { token: who.token });
    expect(expectOk(await mine(writer), 'none yet').body).toEqual({ applications: [] });
    const id = expectOk(await apply(writer, { answers: answers('Mina') }), 'apply').body.id as string;
    const othersId = expectOk(await apply(other, { answers: answers('Otto') }), 'apply other').body
      .id as string;
    expect(expectOk(await mine(writer), 'new').body.applications).toEqual([
      expect.objectContaining({ id, status: 'new', decidedAt: null }),
    ]);
    const decided = expectOk(await decide(volunteer(), id, 'shortlisted'), 'shortlist').body;
    const read = expectOk(await mine(writer), 'shortlisted').body.applications;
    expect(read).toEqual([
      { id, status: 'shortlisted', createdAt: decided.createdAt, decidedAt: decided.decisions[0].at },
    ]);
    // Their answers and the volunteers' names are not in it; the other member sees only their own.
    expect(JSON.stringify(read)).not.toMatch(/Mina: answer|Volunteer/);
    expect(expectOk(await mine(other), 'other').body.applications.map((a: { id: string }) => a.id)).toEqual([
      othersId,
    ]);
    expect((await call('GET', '/api/me/spotlight-applications')).status).toBe(401);
  });
});

describe('an applicant who deletes their account', () => {
  it('leaves their application in the inbox as "Former member", its answers gone, its decisions kept', async () => {
    const writer = await signedUp('Leaving Writer');
    const id = expectOk(await apply(writer, { answers: answers('Leaving') }), 'apply').body.id as string;
    expectOk(await decide(volunteer('Vera Volunteer'), id, 'declined'), 'decline');
    expectOk(await call('DELETE', '/api/me', { token: writer.token }), 'delete');
    const [kept] = await applicationsOf(writer.uid);
    expect(kept).toMatchObject({ id, name: 'Former member', answers: [], status: 'declined' });
    expect(kept?.decisions.map((d) => d.to)).toEqual(['declined']);
    expect(JSON.stringify(kept)).not.toContain('Leaving');
  });
});

describe("Writer's Spotlight interviews", () => {
  it('a featured writer is published at their slug, read by anyone; an unfeatured one and bad words are refused', async () => {
    const writer = member('Sol Writer');
    const vera = volunteer();
    const id = expectOk(await apply(writer, { answers: answers('Sol') }), 'apply').body.id as string;
    const slug = `sol-writer-${Date.now().toString(36)}`;
    const texts = interviewTextsFrom(answers('Sol'));
    texts.en = { ...texts.en, role: 'Poet', home: 'Victoria, BC', teaser: 'On tides', intro: 'Sol writes.' };
    texts.translations = { fa: { role: 'شاعر' } };
    const body = {
      name: 'Sol Writer',
      slug,
      portrait: '/img/writers/elena-park.svg',
      texts,
      applicationId: id,
    };
    const put = (who: Member | null, b: object) =>
      call('PUT', `/api/support/spotlight/interviews/${slug}`, { token: who?.token, body: b });

    const early = await put(vera, body);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(messages.spotlight.notFeatured);
    expectOk(await decide(vera, id, 'featured'), 'feature');
    expect((await put(writer, body)).status).toBe(403);
    const noName = await put(vera, { ...body, name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe(messages.spotlight.nameRequired);
    const noIntro = await put(vera, { ...body, texts: { ...texts, en: { ...texts.en, intro: '' } } });
    expect(noIntro.status).toBe(400);
    expect((await call('GET', `/api/spotlight/interviews/${slug}`)).status).toBe(404);

    expectOk(await put(vera, body), 'publish');
    const read = expectOk(await call('GET', `/api/spotlight/interviews/${slug}`), 'read');
    expect(read.body).toMatchObject({ name: 'Sol Writer', slug, texts: { en: { role: 'Poet' } } });
    // Another writer's drawing sent along is not taken: Sol's page shows Sol's initials.
    expect(read.body.portrait).toBe('');
    const list = expectOk(await call('GET', '/api/spotlight/interviews'), 'list');
    expect(list.body.items.map((i: { slug: string }) => i.slug)).toContain(slug);
    expect(list.body.items.find((i: { slug: string }) => i.slug === slug).portrait).toBe('');

    // Another application cannot take the address.
    const other = member('Other Writer');
    const otherId = expectOk(await apply(other, { answers: answers('Other') }), 'apply').body.id as string;
    expectOk(await decide(vera, otherId, 'featured'), 'feature other');
    const taken = await put(vera, { ...body, name: 'Other Writer', applicationId: otherId });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(messages.spotlight.slugTaken);
    expect((await call('GET', `/api/spotlight/interviews/${slug}`)).body.name).toBe('Sol Writer');
    // Its own application cannot move it to another address (a second page of one interview).
    const moved = await call('PUT', `/api/support/spotlight/interviews/${slug}-2`, {
      token: vera.token,
      body: { ...body, slug: `${slug}-2` },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(messages.spotlight.slugFixed);
    expect((await call('GET', `/api/spotlight/interviews/${slug}-2`)).status).toBe(404);
  });
});
