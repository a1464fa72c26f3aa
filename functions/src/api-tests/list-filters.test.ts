// The explore pages' filters without search words: GET /api/wishlists and /api/treats with
// type, destination and open=1, through the local front as the SPA calls them. Each test's posts go
// to a made-up place of its own, so the other tests' posts in the same stack never mix in. What a page
// costs in storage calls is asserted in store/list-filter.test.ts (the handlers run in the stack's
// process) and shown by `npm run bench`.

import { messages } from '@bookwish/shared/domain/messages';
import { PRIVATE_FIELDS } from '@bookwish/shared/domain/timeline';
import { describe, expect, it } from 'vitest';
import { call, expectOk, member, treatBody, volunteer, wishlistBody } from './client.ts';
import { secrets } from './lifecycles.ts';

/** A word no other post's destination has (letters only: destinations split into words). */
function place(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'x';
  for (let i = 0; i < 9; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

type Card = { id: string; title: string; status: string } & Record<string, unknown>;

/** Every page of a list with these parameters, in order. */
async function pages(kind: 'wishlists' | 'treats', params: Record<string, string>) {
  const out: Card[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams(cursor ? { ...params, cursor } : params);
    const answer = await call('GET', `/api/${kind}?${query}`);
    expect(answer.status, answer.text).toBe(200);
    out.push(answer.body.items as Card[]);
    cursor = answer.body.nextCursor as string | null;
  } while (cursor);
  return out;
}

const titles = async (kind: 'wishlists' | 'treats', params: Record<string, string>) =>
  (await pages(kind, params)).flat().map((card) => card.title);

describe('GET /api/wishlists and /api/treats with filters', () => {
  it('answers each filter and their combination, newest first, with the lists’ public cards', async () => {
    const owner = member('Filter Fay');
    const where = place();
    const wish = async (title: string, types: string[], destination: string) =>
      expectOk(
        await call('POST', '/api/wishlists', {
          token: owner.token,
          body: { ...wishlistBody(title), types, destination },
        }),
        title,
      ).body.id as string;
    await wish('Kenya atlas', ['Textbook'], `Nairobi, Kenya ${where}`);
    await wish('Lima novel', ['Fiction'], `Lima, Perú ${where}`);
    const offered = await wish('Offered novel', ['Fiction', 'Other'], `Peru ${where}`);
    expectOk(
      await call('POST', `/api/wishlists/${offered}/offer`, { token: member().token, body: {} }),
      'offer',
    );
    expectOk(
      await call('POST', '/api/treats', {
        token: owner.token,
        body: { ...treatBody('Lima treat'), shippingDestination: `Lima ${where}` },
      }),
      'treat',
    );

    expect(await titles('wishlists', { destination: where })).toEqual([
      'Offered novel',
      'Lima novel',
      'Kenya atlas',
    ]);
    expect(await titles('wishlists', { destination: `PERU ${where}` })).toEqual([
      'Offered novel',
      'Lima novel',
    ]);
    expect(await titles('wishlists', { destination: `${where} lima peru` })).toEqual(['Lima novel']);
    expect(await titles('wishlists', { destination: where, type: 'Fiction' })).toEqual([
      'Offered novel',
      'Lima novel',
    ]);
    expect(await titles('wishlists', { destination: where, open: '1' })).toEqual([
      'Lima novel',
      'Kenya atlas',
    ]);
    expect(await titles('wishlists', { destination: where, open: '1', type: 'Fiction' })).toEqual([
      'Lima novel',
    ]);
    expect(await titles('treats', { destination: `lima ${where}`, open: '1', type: 'Fiction' })).toEqual([
      'Lima treat',
    ]);
    // Empty values are no filter, as on search.
    expect(await titles('wishlists', { destination: where, type: '', open: '' })).toHaveLength(3);

    // The lists' cards: no private field, the status shown as on the unfiltered list.
    const [card] = (await pages('wishlists', { destination: `peru ${where}` }))[0] ?? [];
    for (const field of PRIVATE_FIELDS) expect(card).not.toHaveProperty(field);
    const plain = (await call('GET', '/api/wishlists?limit=30')).body.items as Card[];
    expect(plain.find((c) => c.id === card?.id)).toEqual(card);
  });

  it('pages a filtered list with no post skipped or shown twice', async () => {
    const owner = member('Pager Pia');
    const where = place();
    for (let i = 1; i <= 5; i++) {
      expectOk(
        await call('POST', '/api/treats', {
          token: owner.token,
          body: { ...treatBody(`Paged treat ${i}`), shippingDestination: `Quito ${where}` },
        }),
        `treat ${i}`,
      );
    }
    const got = await pages('treats', { destination: where, open: '1', limit: '2' });
    expect(got.flat().map((c) => c.title)).toEqual([5, 4, 3, 2, 1].map((i) => `Paged treat ${i}`));
    expect(got[0]).toHaveLength(2);
  });

  it('drops a post from Open only as soon as it is offered, requested or closed; a removed post never shows', async () => {
    const [owner, giver] = [member('Open Olga'), member('Giver Gil')];
    const where = place();
    const make = async (kind: 'wishlists' | 'treats', title: string) =>
      expectOk(
        await call('POST', `/api/${kind}`, {
          token: owner.token,
          body:
            kind === 'wishlists'
              ? { ...wishlistBody(title), destination: `Oslo ${where}` }
              : { ...treatBody(title), shippingDestination: `Oslo ${where}` },
        }),
        title,
      ).body.id as string;
    const wish = await make('wishlists', 'Open wish');
    const removed = await make('wishlists', 'Removed wish');
    const treat = await make('treats', 'Open treat');
    const open = { destination: where, open: '1' };
    expect(await titles('wishlists', open)).toEqual(['Removed wish', 'Open wish']);
    expect(await titles('treats', open)).toEqual(['Open treat']);

    expectOk(
      await call('POST', `/api/support/posts/${removed}/actions`, {
        token: volunteer().token,
        body: { type: 'remove', reason: 'Reported as spam' },
      }),
      'remove',
    );
    expectOk(await call('POST', `/api/wishlists/${wish}/offer`, { token: giver.token, body: {} }), 'offer');
    const s = secrets('open-only');
    expectOk(
      await call('POST', `/api/treats/${treat}/request`, {
        token: giver.token,
        body: { shippingAddress: s.shippingAddress, requestMessage: s.requestMessage },
      }),
      'request',
    );
    // The next read already leaves them out.
    expect(await titles('wishlists', open)).toEqual([]);
    expect(await titles('treats', open)).toEqual([]);
    // Without Open only the offered wish and the requested treat still show; the removed one never.
    expect(await titles('wishlists', { destination: where })).toEqual(['Open wish']);
    expect(await titles('treats', { destination: where, type: 'Fiction' })).toEqual(['Open treat']);

    expectOk(
      await call('POST', `/api/treats/${treat}/ship`, {
        token: owner.token,
        body: { shippedMessage: 'Sent' },
      }),
      'ship',
    );
    expectOk(
      await call('POST', `/api/treats/${treat}/close`, {
        token: giver.token,
        body: { thankYouNote: 'Thanks' },
      }),
      'close',
    );
    expect(await titles('treats', open)).toEqual([]);
  });

  it('refuses a filter that is not on the list with the filters’ message, and changes nothing', async () => {
    const bad: [string, string, string][] = [
      ['type=Poetry', 'type', messages.search.badFilter],
      ['open=yes', 'open', messages.search.badFilter],
      [`destination=${'a'.repeat(101)}`, 'destination', messages.search.badFilter],
      ['type=Fiction&limit=0', 'limit', messages.common.invalidLimit],
      ['open=1&cursor=not-ours', 'cursor', messages.common.invalidCursor],
    ];
    for (const [query, field, message] of bad) {
      for (const kind of ['wishlists', 'treats']) {
        const answer = await call('GET', `/api/${kind}?${query}`);
        expect(answer.status, `${kind}?${query}`).toBe(400);
        expect(answer.body.error).toMatchObject({
          code: 'VALIDATION',
          message,
          fields: { [field]: message },
        });
      }
    }
  });
});
