// Book drives through the local front: only volunteers open, list and close them (each action audited
// beside the drive); bad input is a clear 400 in the catalogue's words and writes nothing; a member
// posts a wish for an open drive only; the drive's page counts its wishes that reached Book Received
// from the event stream, lists its open wishes and its thank-yous on the wall; and the count rebuilds
// from the stored events to the same answer.

import { randomUUID } from 'node:crypto';
import { DRIVE_GOAL_MAX } from '@bookwish/shared/domain/constants';
import { localDay } from '@bookwish/shared/domain/timers';
import { beforeAll, describe, expect, it } from 'vitest';
import { driveAudit, drivesGifted, driveWishIds } from '../store/drive-store.ts';
import { backfillImpact, type ImpactPartition } from '../store/impact-store.ts';
import { call, expectOk, type Member, member, volunteer, wishlistBody } from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

const DAY_MS = 86_400_000;
const day = (offset: number) => localDay(Date.now() + offset * DAY_MS);

const driveBody = (name = `Drive ${randomUUID().slice(0, 6)}`) => ({
  texts: {
    en: { name, purpose: 'Books for the school library shelves.' },
    translations: { fa: { name: 'پویش کتاب مدرسه' } },
  },
  partner: { name: 'Richmond Elementary', kind: 'school' },
  goal: 100,
  startDate: day(0),
  endDate: day(30),
});

async function opened(body: object = driveBody()): Promise<{ id: string }> {
  return expectOk(await call('POST', '/api/support/drives', { token: volunteer().token, body }), 'open drive')
    .body;
}

async function consoleList(): Promise<{ id: string }[]> {
  return expectOk(await call('GET', '/api/support/drives', { token: volunteer().token }), 'drives').body
    .drives;
}

/** A wish posted for the drive, taken to Book Received with its thank-you on the wall. */
async function grantedForDrive(driveId: string, wisher: Member, giver: Member): Promise<string> {
  const posted = expectOk(
    await call('POST', '/api/wishlists', {
      token: wisher.token,
      body: { ...wishlistBody('Drive wish'), driveId },
    }),
    'post for drive',
  );
  const id: string = posted.body.id;
  const steps: [Member, string, object][] = [
    [giver, 'offer', {}],
    [wisher, 'confirm', { shippingAddress: '1 School Rd, Richmond BC' }],
    [giver, 'fulfil', { fulfillmentMessage: 'On its way' }],
    [wisher, 'close', { thankYouNote: 'Our class loves it', onWall: true }],
  ];
  for (const [who, action, body] of steps) {
    expectOk(await call('POST', `/api/wishlists/${id}/${action}`, { token: who.token, body }), action);
  }
  return id;
}

describe('book drives', () => {
  it('are opened, listed and closed by volunteers only; a member or visitor is refused and nothing is written', async () => {
    const before = (await consoleList()).length;
    for (const token of [undefined, member('Drive Stranger').token]) {
      for (const [method, path, body] of [
        ['POST', '/api/support/drives', driveBody()],
        ['GET', '/api/support/drives', undefined],
      ] as const) {
        const refused = await call(method, path, { token, body });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.error.message).toBe('Only our volunteers can do this.');
      }
    }
    expect(await consoleList()).toHaveLength(before);

    const drive = await opened();
    const close = await call('POST', `/api/support/drives/${drive.id}/close`, {
      token: member('Drive Closer').token,
    });
    expect(close.status).toBe(403);
    const page = expectOk(await call('GET', `/api/drives/${drive.id}`), 'drive page').body;
    expect(page.drive.status).toBe('open');
  });

  it('refuse bad input with the field and the words of the catalogue, writing nothing', async () => {
    const before = (await consoleList()).length;
    const good = driveBody();
    const cases: [object, string, string][] = [
      [
        { ...good, texts: { en: { name: ' ', purpose: 'x' } } },
        'texts.en.name',
        "Please enter the drive's name and purpose in English.",
      ],
      [
        { ...good, partner: { name: '', kind: 'school' } },
        'partner.name',
        'Please enter the name of the partner the drive serves.',
      ],
      [
        { ...good, partner: { name: 'Hall', kind: 'casino' } },
        'partner.kind',
        'Please choose the kind of partner: a school, a library branch or a shelter.',
      ],
      [
        { ...good, goal: 0 },
        'goal',
        `Please enter a goal in books, a whole number from 1 to ${DRIVE_GOAL_MAX}.`,
      ],
      [
        { ...good, goal: 2.5 },
        'goal',
        `Please enter a goal in books, a whole number from 1 to ${DRIVE_GOAL_MAX}.`,
      ],
      [
        { ...good, startDate: day(5), endDate: day(2) },
        'endDate',
        'Please enter a start date and an end date, the end on or after the start.',
      ],
      [
        { ...good, startDate: '2026-02-30' },
        'startDate',
        'Please enter a start date and an end date, the end on or after the start.',
      ],
      [
        { ...good, startDate: day(-10), endDate: day(-1) },
        'endDate',
        'The end date has already passed. Please choose today or a later day.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const bad = await call('POST', '/api/support/drives', { token: volunteer().token, body });
      expect(bad.status, field).toBe(400);
      expect(bad.body.error.message, field).toBe(message);
      expect(bad.body.error.fields?.[field], field).toBe(message);
    }
    expect(await consoleList()).toHaveLength(before);
  });

  it('end when a volunteer closes one (audited, once); the open drives no longer list it', async () => {
    const closer = volunteer('Vera Closer');
    const drive = await opened();
    const open = expectOk(await call('GET', '/api/drives'), 'open drives').body;
    expect(open.drives.map((d: { id: string }) => d.id)).toContain(drive.id);

    const closed = await call('POST', `/api/support/drives/${drive.id}/close`, { token: closer.token });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('ended');
    const again = await call('POST', `/api/support/drives/${drive.id}/close`, { token: closer.token });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This book drive has already ended.');
    const unknown = await call('POST', '/api/support/drives/no-such-drive/close', { token: closer.token });
    expect(unknown.status).toBe(404);

    // Visitors' copies of the list are kept a short while: a member's read is fresh.
    const after = expectOk(await call('GET', '/api/drives', { token: member().token }), 'open drives').body;
    expect(after.drives.map((d: { id: string }) => d.id)).not.toContain(drive.id);
    const audit = await driveAudit(drive.id);
    expect(audit.map((entry) => [entry.action, entry.volunteerName])).toEqual([
      ['open', 'Volunteer Val'],
      ['close', 'Vera Closer'],
    ]);
    // The console shows it with the drive.
    const listed = (await consoleList()).find((d) => d.id === drive.id) as unknown as {
      actions: { action: string; volunteerName: string }[];
    };
    expect(listed.actions.map((entry) => `${entry.action} ${entry.volunteerName}`)).toEqual([
      'open Volunteer Val',
      'close Vera Closer',
    ]);
  });

  it('take a wish only for an open drive: an unknown, upcoming or closed one is a 400 and no wish is made', async () => {
    const wisher = member('Drive Wisher');
    const upcoming = await opened({ ...driveBody(), startDate: day(3), endDate: day(10) });
    const closed = await opened();
    expectOk(
      await call('POST', `/api/support/drives/${closed.id}/close`, { token: volunteer().token }),
      'close',
    );
    for (const driveId of ['no-such-drive', upcoming.id, closed.id, 'not an id!']) {
      const refused = await call('POST', '/api/wishlists', {
        token: wisher.token,
        body: { ...wishlistBody('Refused wish'), driveId },
      });
      expect(refused.status, driveId).toBe(400);
      expect(refused.body.error.message).toBe('This book drive is not open. Please choose an open drive.');
      expect(refused.body.error.fields?.driveId).toBe(refused.body.error.message);
    }
    const mine = expectOk(await call('GET', '/api/me/wishlists', { token: wisher.token }), 'my wishes').body;
    expect(mine.items).toHaveLength(0);

    const open = await opened();
    const posted = await call('POST', '/api/wishlists', {
      token: wisher.token,
      body: { ...wishlistBody('Drive wish'), driveId: open.id },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.driveId).toBe(open.id);
  });

  it('take a wish later from its owner only, while it waits for an offer, for an open drive only', async () => {
    const wisher = member('Later Wisher');
    const open = await opened();
    const closed = await opened();
    expectOk(
      await call('POST', `/api/support/drives/${closed.id}/close`, { token: volunteer().token }),
      'close',
    );
    const wish = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody('Tagged later') }),
      'wish',
    ).body as { id: string; version: number };
    const tag = (token: string | undefined, driveId: unknown, id = wish.id) =>
      call('POST', `/api/wishlists/${id}/tag-drive`, { token, body: { driveId } });

    expect((await tag(undefined, open.id)).status).toBe(401);
    const stranger = await tag(member('Later Stranger').token, open.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe(
      'Only the member who made this wish can add it to a book drive.',
    );
    for (const driveId of [closed.id, 'no-such-drive', '', undefined]) {
      const refused = await tag(wisher.token, driveId);
      expect(refused.status, String(driveId)).toBe(400);
      expect(refused.body.error.message).toBe('This book drive is not open. Please choose an open drive.');
    }
    // Nothing was written by the refusals.
    const before = expectOk(
      await call('GET', `/api/wishlists/${wish.id}`, { token: wisher.token }),
      'wish',
    ).body;
    expect(before.version).toBe(wish.version);
    // The wish's page offers the step to its owner (the actions the web renders from), to no one else.
    const tagAction = (view: { actions: { action: string; allowed: boolean }[] }) =>
      view.actions.find((a) => a.action === 'tagDrive')?.allowed;
    expect(tagAction(before)).toBe(true);
    const seen = expectOk(
      await call('GET', `/api/wishlists/${wish.id}`, { token: member().token }),
      'seen',
    ).body;
    expect(tagAction(seen)).toBe(false);

    const tagged = await tag(wisher.token, open.id);
    expect(tagged.status).toBe(200);
    expect(tagged.body.driveId).toBe(open.id);
    expect(tagged.body.timeline.map((line: { text: string }) => line.text)).toContain(
      'Added to a book drive',
    );
    const again = await tag(wisher.token, open.id);
    expect(again.status).toBe(409);

    // A wish already offered on stays as it is.
    const offered = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody('Offered already') }),
      'offered',
    ).body.id as string;
    expectOk(
      await call('POST', `/api/wishlists/${offered}/offer`, { token: member().token, body: {} }),
      'offer',
    );
    const late = await tag(wisher.token, open.id, offered);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      'A wish can be added to a book drive only while it waits for an offer.',
    );

    // The drive's page lists it once the stream has folded the tag.
    let page = expectOk(await call('GET', `/api/drives/${open.id}`, { token: wisher.token }), 'page').body;
    const until = Date.now() + 150_000;
    while (Date.now() < until && page.wishes.length < 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      page = expectOk(await call('GET', `/api/drives/${open.id}`, { token: wisher.token }), 'page').body;
    }
    expect(page.wishes.map((w: { id: string }) => w.id)).toEqual([wish.id]);
  });

  it("count the drive's wishes that reached Book Received from the stream; its page lists its open wishes and thank-yous; a rebuild agrees", async () => {
    const drive = await opened();
    const giver = member('Drive Giver');
    const granted = [
      await grantedForDrive(drive.id, member('Drive Reader One'), giver),
      await grantedForDrive(drive.id, member('Drive Reader Two'), giver),
    ];
    const open = expectOk(
      await call('POST', '/api/wishlists', {
        token: member('Drive Reader Three').token,
        body: { ...wishlistBody('Still open'), driveId: drive.id },
      }),
      'open wish',
    ).body.id as string;
    // A wish for no drive, granted too, counts for none.
    const other = expectOk(
      await call('POST', '/api/wishlists', { token: member().token, body: wishlistBody('No drive') }),
      'other',
    ).body.id as string;

    // The stream consumer folds after the writes: wait as a person refreshing the page would.
    let page = expectOk(await call('GET', `/api/drives/${drive.id}`, { token: giver.token }), 'page').body;
    const until = Date.now() + 150_000;
    while (Date.now() < until && (page.drive.gifted < 2 || page.wishes.length < 1)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      page = expectOk(await call('GET', `/api/drives/${drive.id}`, { token: giver.token }), 'page').body;
    }
    expect(page.drive).toMatchObject({ id: drive.id, gifted: 2, goal: 100, status: 'open' });
    expect(page.wishes.map((w: { id: string }) => w.id)).toEqual([open]);
    expect(page.thanks.map((c: { id: string }) => c.id).sort()).toEqual([...granted].sort());
    expect(page.thanks[0].note).toBe('Our class loves it');
    expect(JSON.stringify(page)).not.toMatch(/School Rd|shippingAddress|"uid"/);

    // The count and the list rebuilt from the stored events, into a partition of the test's own.
    const tag = randomUUID();
    const rebuilt: ImpactPartition = {
      months: `DRIVE-TEST#${tag}`,
      post: (postId) => `DRIVE-TEST#${tag}#POST#${postId}`,
      drive: (driveId) => `DRIVE-TEST#${tag}#DRIVE#${driveId}`,
    };
    const mine = new Set([...granted, open, other]);
    expect(await backfillImpact(rebuilt, (postId) => mine.has(postId))).toBe(4);
    expect((await drivesGifted([drive.id], rebuilt)).get(drive.id)).toBe(2);
    expect((await driveWishIds(drive.id, rebuilt)).sort()).toEqual([...granted, open].sort());
  });
});
