// Email on every hand-off, over the real emulators: the API writes events, DynamoDB Local's stream
// carries them to the notifier (local/stream-reader.ts), which sends through the SES emulator; the dev
// mailbox lists what arrived. Nothing here calls the notifier except the redelivery test, which feeds
// it a record read from the real stream a second time.

import {
  type _Record,
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Mail } from '../local/mailbox.ts';
import { isEventItem, localContext, tableStream, toLambdaRecord } from '../local/stream-reader.ts';
import { mailbox } from '../local/test-helpers.ts';
import { handler } from '../notify/notifier-adapter.ts';
import { call, expectOk, type Member, signedUp, treatBody, wishlistBody } from './client.ts';
import { secrets, treatAt, wishlistAt } from './lifecycles.ts';
import { useStackMail } from './stack-env.ts';

beforeAll(useStackMail);

const notifications = async (m: Member): Promise<Mail[]> =>
  (await mailbox(m.account?.email ?? '')).filter((mail) => mail.kind === 'Notification');

/** Waits, as a person refreshing their inbox would, until `m` has `count` notifications. */
async function inboxOf(m: Member, count: number): Promise<Mail[]> {
  for (;;) {
    const mails = await notifications(m);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// A title with markup and accents: it must arrive escaped in HTML, intact in the text part.
const TITLE = `<b>Élan</b> & "Les Misérables" <script>alert(1)</script>`;

describe('hand-off emails', () => {
  it('a wishlist: offer, address, sent and thank-you each mail the right member once', async () => {
    const [wisher, giver, bystander] = await Promise.all([
      signedUp('Wisher Wendé'),
      signedUp('Giver Günther'),
      signedUp('Bystander Bo'),
    ]);
    const tag = `w${Date.now().toString(36)}`;
    const id = expectOk(
      await call('POST', '/api/wishlists', {
        token: wisher.token,
        body: {
          title: TITLE,
          author: 'Victor Hugo',
          types: ['Fiction'],
          purchaseLink: 'https://books.example.com/les-mis',
          destination: 'Canada',
          price: 'CAD 20.00',
          message: 'For my reading club',
        },
      }),
      'create',
    ).body.id as string;
    const s = secrets(tag);

    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} }), 'offer');
    const [offer] = await inboxOf(wisher, 1);
    expect(offer?.subject).toBe(`Giver Günther offered to send you "${TITLE}"`);
    expect(offer?.text).toContain(`${inject('stack').url}/wishlist/${id}`);

    expectOk(
      await call('POST', `/api/wishlists/${id}/confirm`, {
        token: wisher.token,
        body: { shippingAddress: s.shippingAddress },
      }),
      'confirm',
    );
    expect((await inboxOf(giver, 1))[0]?.subject).toBe(`Wisher Wendé shared an address for "${TITLE}"`);

    expectOk(
      await call('POST', `/api/wishlists/${id}/fulfil`, {
        token: giver.token,
        body: { fulfillmentMessage: s.fulfillmentMessage },
      }),
      'fulfil',
    );
    expect((await inboxOf(wisher, 2))[1]?.subject).toBe(`"${TITLE}" is on its way`);

    expectOk(
      await call('POST', `/api/wishlists/${id}/close`, {
        token: wisher.token,
        body: { thankYouNote: 'Merci!' },
      }),
      'close',
    );
    expect((await inboxOf(giver, 2))[1]?.subject).toBe(`Wisher Wendé thanked you for "${TITLE}"`);

    // The stream is read in order: once the last email is in, every earlier one would be too.
    expect(await notifications(wisher)).toHaveLength(2);
    expect(await notifications(giver)).toHaveLength(2);
    expect(await notifications(bystander)).toHaveLength(0);
  });

  it('a treat: request, shipped and thank-you each mail the right member once', async () => {
    const [treater, requester, bystander] = await Promise.all([
      signedUp('Treater Zoë'),
      signedUp('Requester Raj'),
      signedUp('Bystander Bea'),
    ]);
    const id = await treatAt('requested', treater, requester);
    const [request] = await inboxOf(treater, 1);
    expect(request?.subject).toMatch(/^Requester Raj requested your treat "Treat /);
    expect(request?.text).toContain(`/treat/${id}`);

    expectOk(
      await call('POST', `/api/treats/${id}/ship`, {
        token: treater.token,
        body: { shippedMessage: 'Sent!' },
      }),
      'ship',
    );
    expect((await inboxOf(requester, 1))[0]?.subject).toMatch(/" has shipped$/);

    expectOk(
      await call('POST', `/api/treats/${id}/close`, {
        token: requester.token,
        body: { thankYouNote: 'Thanks' },
      }),
      'close',
    );
    expect((await inboxOf(treater, 2))[1]?.subject).toMatch(/^Requester Raj thanked you for "Treat /);

    expect(await notifications(treater)).toHaveLength(2);
    expect(await notifications(requester)).toHaveLength(1);
    expect(await notifications(bystander)).toHaveLength(0);
  });

  it('the same stream record delivered twice sends one email', async () => {
    const [wisher, giver] = await Promise.all([signedUp('Twice Wisher'), signedUp('Twice Giver')]);
    const id = await wishlistAt('offered', wisher, giver);
    await inboxOf(wisher, 1);

    // Read the real stream from its start and find this offer's record.
    const stack = inject('stack');
    const { streamArn, streams } = await tableStream({
      endpoint: stack.dynamodbEndpoint,
      region: stack.region,
      tableName: stack.tableName,
    });
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    let found: _Record | undefined;
    for (const shard of StreamDescription?.Shards ?? []) {
      let iterator = (
        await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shard.ShardId,
            ShardIteratorType: 'TRIM_HORIZON',
          }),
        )
      ).ShardIterator;
      while (iterator && !found) {
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
        found = page.Records?.find(
          (r) =>
            isEventItem(r) &&
            r.dynamodb?.NewImage?.postId?.S === id &&
            r.dynamodb?.NewImage?.type?.S === 'OfferMade',
        );
        if (!page.Records?.length) break;
        iterator = page.NextShardIterator;
      }
    }
    streams.destroy();
    expect(found).toBeDefined();
    const record = toLambdaRecord(found as _Record, streamArn, stack.region);

    for (let i = 0; i < 2; i++) {
      const result = await handler({ Records: [record] }, localContext());
      expect(result.batchItemFailures).toEqual([]);
    }
    expect(await notifications(wisher)).toHaveLength(1);
  });

  it('every email has the one-click unsubscribe headers, and none carries private text or markup', async () => {
    const [owner, other] = await Promise.all([signedUp('Scan Owner'), signedUp('Scan Other')]);
    await wishlistAt('closed', owner, other, 'scanw');
    await treatAt('closed', owner, other, 'scant');
    // Every email either of them got (the dev mailbox lists one recipient at a time).
    const all = [...(await inboxOf(owner, 3)), ...(await inboxOf(other, 3))];
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const mail of all) {
      expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/unsubscribe\?token=[^>]+>$/);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
      // secrets() marks every address, request, fulfilment and shipping message the tests write.
      expect(whole).not.toMatch(/SECRET-|12 Main St/);
      // Only the template's own tags; a member's markup arrives escaped.
      const tags = (mail.html ?? '').match(/<\/?([a-z]+)/gi) ?? [];
      for (const tag of tags) expect(tag.replace(/[</]/g, '').toLowerCase()).toMatch(/^(html|body|p|a|br)$/);
      if (mail.subject.includes('Élan'))
        expect(mail.html).toContain('&lt;b&gt;Élan&lt;/b&gt; &amp; &quot;Les');
    }
  });
});

describe('email settings and unsubscribe', () => {
  it('settings persist, bad input changes nothing, and one-click unsubscribe stops that kind at once', async () => {
    const [wisher, giver] = await Promise.all([signedUp('Unsub Wisher'), signedUp('Unsub Giver')]);
    expect((await call('GET', '/api/me/notifications', { token: wisher.token })).body).toEqual({
      turn: true,
      updates: true,
      alerts: true,
      language: null,
      discreet: false,
      area: null,
    });
    const bad = await call('PUT', '/api/me/notifications', { token: wisher.token, body: { turn: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.turn).toBe('Please choose on or off.');
    expectOk(
      await call('PUT', '/api/me/notifications', { token: wisher.token, body: { updates: false } }),
      'put',
    );
    expect((await call('GET', '/api/me/notifications', { token: wisher.token })).body).toEqual({
      turn: true,
      updates: false,
      alerts: true,
      language: null,
      discreet: false,
      area: null,
    });
    expect((await call('GET', '/api/me/notifications')).status).toBe(401);

    await wishlistAt('offered', wisher, giver);
    const [offer] = await inboxOf(wisher, 1);
    const link = /^<(.+)>$/.exec(offer?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(link).toContain('/api/unsubscribe?token=');

    // A forged token changes nothing.
    const forged = await fetch(
      `${link.replace(/token=[^.]+/, `token=${Buffer.from(giver.uid).toString('base64url')}`)}`,
      {
        method: 'POST',
      },
    );
    expect(forged.status).toBe(400);

    // RFC 8058: the provider POSTs List-Unsubscribe=One-Click, without any sign-in.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You will no longer get emails when it is your turn');
    expect((await call('GET', '/api/me/notifications', { token: wisher.token })).body).toEqual({
      turn: false,
      updates: false,
      alerts: true,
      language: null,
      discreet: false,
      area: null,
    });

    // A new offer: no email to the wisher. Sharing the address then mails the giver, which the stream
    // delivers after the offer, so by then the wisher's would have arrived.
    const second = await wishlistAt('confirmed', wisher, giver);
    await inboxOf(giver, 1);
    expect(second).toBeTruthy();
    expect(await notifications(wisher)).toHaveLength(1);
    expect(await notifications(giver)).toHaveLength(1);
  });
});

describe('book alerts', () => {
  it('a new treat of a wished-for book mails each open wisher once, and the wish page links to it', async () => {
    const [wisher, quiet, busy, giver, other] = await Promise.all([
      signedUp('Alert Amélie'),
      signedUp('Alert Quentin'),
      signedUp('Alert Bea'),
      signedUp('Alert Giver'),
      signedUp('Alert Other'),
    ]);
    // Unique words, so no other test's wish or treat is this book.
    const tag = `Zephyrine ${Date.now().toString(36)}`;
    const wishFor = async (who: Member) =>
      expectOk(
        await call('POST', '/api/wishlists', {
          token: who.token,
          body: { ...wishlistBody(`The Hobbit of ${tag}`), author: 'J.R.R. Tolkien' },
        }),
        'wish',
      ).body.id as string;
    const wishId = await wishFor(wisher);
    // Quentin switched book alerts off; Bea's wish already has an offer (not open).
    expectOk(
      await call('PUT', '/api/me/notifications', { token: quiet.token, body: { alerts: false } }),
      'alerts off',
    );
    await wishFor(quiet);
    const busyWish = await wishFor(busy);
    expectOk(
      await call('POST', `/api/wishlists/${busyWish}/offer`, { token: other.token, body: {} }),
      'offer',
    );
    await inboxOf(busy, 1);
    expect((await call('GET', `/api/wishlists/${wishId}`)).body.givenAway).toBeUndefined();

    // A treat of another book first: it alerts nobody.
    expectOk(
      await call('POST', '/api/treats', {
        token: giver.token,
        body: { ...treatBody(`The Silmarillion of ${tag}`), author: 'Tolkien' },
      }),
      'other treat',
    );
    // The same book, typed differently: subtitle, case, initials, no "The".
    const treatId = expectOk(
      await call('POST', '/api/treats', {
        token: giver.token,
        body: { ...treatBody(`HOBBIT OF ${tag}: 75th Anniversary Edition`), author: 'Tolkien, J. R. R.' },
      }),
      'treat',
    ).body.id as string;

    const [alert] = await inboxOf(wisher, 1);
    expect(alert?.subject).toBe(`A member is giving away "HOBBIT OF ${tag}: 75th Anniversary Edition"`);
    expect(alert?.text).toContain(`${inject('stack').url}/treat/${treatId}`);
    // Its unsubscribe link switches book alerts off, and nothing else.
    const link = /^<(.+)>$/.exec(alert?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await oneClick.text()).toContain('You will no longer get book alerts.');
    expect((await call('GET', '/api/me/notifications', { token: wisher.token })).body).toEqual({
      turn: true,
      updates: true,
      alerts: false,
      language: null,
      discreet: false,
      area: null,
    });

    // The wish page says so, to a visitor too.
    expect((await call('GET', `/api/wishlists/${wishId}`)).body.givenAway).toEqual({ treatId });

    // Offering on Quentin's wish mails him now; by then the stream has carried the treat before it.
    const quietWish = (await call('GET', '/api/me/wishlists', { token: quiet.token })).body.items[0].id;
    expectOk(
      await call('POST', `/api/wishlists/${quietWish}/offer`, { token: other.token, body: {} }),
      'offer',
    );
    const quietMails = await inboxOf(quiet, 1);
    expect(quietMails.map((mail) => mail.subject)).toEqual([
      `Alert Other offered to send you "The Hobbit of ${tag}"`,
    ]);
    expect(await notifications(busy)).toHaveLength(1);
    expect(await notifications(wisher)).toHaveLength(1);
    expect(await notifications(giver)).toEqual([]);

    // Once the treat is requested it is no longer open: the wish page stops pointing at it.
    expectOk(
      await call('POST', `/api/treats/${treatId}/request`, {
        token: other.token,
        body: { shippingAddress: '1 Elm St, Victoria BC', requestMessage: 'Please' },
      }),
      'request',
    );
    expect((await call('GET', `/api/wishlists/${wishId}`)).body.givenAway).toBeUndefined();
  });
});
