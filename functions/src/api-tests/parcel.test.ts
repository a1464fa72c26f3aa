// Parcels people can follow, over the real stack: the giver's Fulfil and the treater's Ship take an
// optional carrier and tracking number; the recipient and volunteers see it with the carrier's link
// (the sender too while the exchange is open, never once the book has arrived), nobody else does, in
// no answer or list; a wrong number is refused with the field's message and changes nothing; the
// "gift sent" email says a tracking number was added, never the number. And the treater's packing
// slip: only the treater, only at Requested.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailbox } from '../local/test-helpers.ts';
import { type Answer, call, expectOk, type Member, member, signedUp, volunteer } from './client.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { useStackMail } from './stack-env.ts';

beforeAll(useStackMail);

// A UPS number as a person copies it from a label (spaces, lower case), and its normal form.
const UPS_TYPED = '1z 5r8 939 0357 567127';
const UPS = '1Z5R89390357567127';
const UPS_LINK = `https://www.ups.com/track?tracknum=${UPS}`;
const CANADA_POST = '0073938000549297';

const detail = (kind: 'wishlists' | 'treats', id: string, who?: Member) =>
  call('GET', `/api/${kind}/${id}`, { token: who?.token });

/** Everything a visitor or a member outside the exchange can read about the post. */
async function outsiderAnswers(
  kind: 'wishlists' | 'treats',
  id: string,
  stranger: Member,
): Promise<Answer[]> {
  return [
    await detail(kind, id),
    await detail(kind, id, stranger),
    await call('GET', `/api/${kind}?limit=30`),
    await call('GET', `/api/${kind}?limit=30`, { token: stranger.token }),
  ];
}

function expectNoParcel(answers: Answer[], number: string) {
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(number);
    expect(answer.text).not.toContain('"parcel"');
    expect(answer.text).not.toContain('trackingURL');
  }
}

describe('tracking number at Fulfil (wishlist)', () => {
  it('the recipient and volunteers see the link; the giver until the book arrives; nobody else ever', async () => {
    const [wisher, giver, stranger, vera] = [member('Wren'), member('Gus'), member('Stan'), volunteer()];
    const id = await wishlistAt('confirmed', wisher, giver);
    const sent = await call('POST', `/api/wishlists/${id}/fulfil`, {
      token: giver.token,
      body: { fulfillmentMessage: 'Ordered today', carrier: 'ups', trackingNumber: UPS_TYPED },
    });
    expect(sent.status).toBe(200);
    // The giver's own answer shows what they typed, in its normal form, to check it.
    expect(sent.body.parcel).toEqual({ carrier: 'ups', number: UPS });

    for (const who of [wisher, vera, giver]) {
      const seen = (await detail('wishlists', id, who)).body;
      expect([who.name, seen.parcel, seen.trackingURL]).toEqual([
        who.name,
        { carrier: 'ups', number: UPS },
        UPS_LINK,
      ]);
    }
    expectNoParcel(await outsiderAnswers('wishlists', id, stranger), UPS);

    expectOk(await call('POST', `/api/wishlists/${id}/close`, { token: wisher.token, body: {} }), 'close');
    expect((await detail('wishlists', id, wisher)).body.trackingURL).toBe(UPS_LINK);
    expect((await detail('wishlists', id, vera)).body.trackingURL).toBe(UPS_LINK);
    expectNoParcel([await detail('wishlists', id, giver)], UPS);
    expectNoParcel(await outsiderAnswers('wishlists', id, stranger), UPS);
  });

  it('a wrong number, a carrier without a number or a number without a carrier is refused and changes nothing', async () => {
    const [wisher, giver] = [member('Wade'), member('Gina')];
    const id = await wishlistAt('confirmed', wisher, giver);
    const refused = [
      [
        { carrier: 'ups', trackingNumber: '1Z5R89390357567128' },
        'trackingNumber',
        messages.parcel.trackingNumberInvalid('UPS'),
      ],
      [
        { carrier: 'canadaPost', trackingNumber: '' },
        'trackingNumber',
        messages.parcel.trackingNumberRequired,
      ],
      [{ trackingNumber: UPS }, 'carrier', messages.parcel.carrierRequired],
      [{ carrier: 'dhl', trackingNumber: UPS }, 'carrier', messages.parcel.invalidCarrier],
    ] as const;
    for (const [parcel, field, text] of refused) {
      const answer = await call('POST', `/api/wishlists/${id}/fulfil`, {
        token: giver.token,
        body: { fulfillmentMessage: 'Ordered', ...parcel },
      });
      expect([answer.status, answer.body.error?.fields?.[field]]).toEqual([400, text]);
    }
    expect((await detail('wishlists', id, giver)).body.status).toBe('confirmed');
    // Without a parcel the step is as before.
    const plain = await call('POST', `/api/wishlists/${id}/fulfil`, {
      token: giver.token,
      body: { fulfillmentMessage: 'Ordered', carrier: '', trackingNumber: '' },
    });
    expect([plain.status, plain.body.parcel, plain.body.status]).toEqual([200, undefined, 'fulfilled']);
  });
});

describe('tracking number at Ship (treat)', () => {
  it('the requester and volunteers see the link; the treater until it arrives; nobody else', async () => {
    const [treater, requester, stranger, vera] = [member('Tia'), member('Rex'), member('Sue'), volunteer()];
    const id = await treatAt('requested', treater, requester);
    expectOk(
      await call('POST', `/api/treats/${id}/ship`, {
        token: treater.token,
        body: { carrier: 'canadaPost', trackingNumber: '0073 9380 0054 9297' },
      }),
      'ship',
    );
    const link = `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${CANADA_POST}`;
    for (const who of [requester, vera, treater]) {
      expect((await detail('treats', id, who)).body.trackingURL).toBe(link);
    }
    expectNoParcel(await outsiderAnswers('treats', id, stranger), CANADA_POST);
    expectOk(await call('POST', `/api/treats/${id}/close`, { token: requester.token, body: {} }), 'close');
    expect((await detail('treats', id, requester)).body.trackingURL).toBe(link);
    expectNoParcel([await detail('treats', id, treater)], CANADA_POST);
  });

  it('"Other" keeps the number without a link', async () => {
    const [treater, requester] = [member('Ott'), member('Ria')];
    const id = await treatAt('requested', treater, requester);
    expectOk(
      await call('POST', `/api/treats/${id}/ship`, {
        token: treater.token,
        body: { carrier: 'other', trackingNumber: 'dhl-12345678' },
      }),
      'ship',
    );
    const seen = (await detail('treats', id, requester)).body;
    expect([seen.parcel, seen.trackingURL]).toEqual([{ carrier: 'other', number: 'DHL12345678' }, undefined]);
  });
});

describe('the "gift sent" email', () => {
  it('says a tracking number was added, without the number; without one it says nothing of it', async () => {
    const [wisher, giver, requester, treater] = await Promise.all([
      signedUp('Mail Wisher'),
      signedUp('Mail Giver'),
      signedUp('Mail Requester'),
      signedUp('Mail Treater'),
    ]);
    const wish = await wishlistAt('confirmed', wisher, giver);
    expectOk(
      await call('POST', `/api/wishlists/${wish}/fulfil`, {
        token: giver.token,
        body: { fulfillmentMessage: 'Ordered', carrier: 'ups', trackingNumber: UPS },
      }),
      'fulfil',
    );
    const treat = await treatAt('requested', treater, requester);
    expectOk(await call('POST', `/api/treats/${treat}/ship`, { token: treater.token, body: {} }), 'ship');

    const sentMail = async (to: Member, subject: RegExp) => {
      for (;;) {
        const found = (await mailbox(to.account?.email ?? '')).find((mail) => subject.test(mail.subject));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const tracked = await sentMail(wisher, /is on its way/);
    const whole = `${tracked.subject}\n${tracked.text}\n${tracked.html}`;
    expect(whole).toContain('A tracking number was added');
    expect(whole).not.toContain(UPS);
    expect(whole).not.toContain('ups.com');
    const untracked = await sentMail(requester, /has shipped/);
    expect(`${untracked.text}`).not.toContain('tracking number');
  });
});

describe('the packing slip', () => {
  it('only the treater, only at Requested: the recipient, the book and the post', async () => {
    const [treater, requester, stranger, vera] = [member('Pam'), member('Ray'), member('Sal'), volunteer()];
    const id = await treatAt('requested', treater, requester, 'slip');
    const path = `/api/treats/${id}/packing-slip`;
    const slip = await call('GET', path, { token: treater.token });
    expect(slip.status).toBe(200);
    expect(slip.headers.get('cache-control')).toBe('no-store');
    expect(slip.body).toMatchObject({
      title: 'Treat slip',
      recipientName: 'Ray',
      shippingAddress: expect.stringContaining('SECRET-ADDRESS-slip'),
      postPath: `/treat/${id}`,
    });
    const others = [
      [undefined, 401],
      [requester.token, 403],
      [stranger.token, 403],
      [vera.token, 403],
    ] as const;
    for (const [token, status] of others) {
      const answer = await call('GET', path, { token });
      expect(answer.status).toBe(status);
      expect(answer.text).not.toContain('SECRET-ADDRESS');
    }
    expectOk(await call('POST', `/api/treats/${id}/ship`, { token: treater.token, body: {} }), 'ship');
    const after = await call('GET', path, { token: treater.token });
    expect([after.status, after.body.error.message]).toEqual([409, messages.parcel.slipNotNow]);
    expect((await call('GET', '/api/treats/nope/packing-slip', { token: treater.token })).status).toBe(404);
  });
});
