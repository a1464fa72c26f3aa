// A treat that can be handed over in person, through the local front: its area is posted with it and
// read on its page and its card; the explore list and search find treats by area and by "in person";
// the member's own area is kept with their settings. A bad area is a 400 with its message and changes
// nothing. Each test's treats go to a made-up destination word of its own, so the other files' posts in
// the same stack (and the demo's in-person treats) never mix in.

import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { call, expectOk, member, treatBody } from './client.ts';

/** A word no other post's destination has (letters only: destinations split into words). */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'p';
  for (let i = 0; i < 9; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

const ids = async (path: string) => {
  const answer = await call('GET', path);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.items as { id: string }[]).map((card) => card.id);
};

/** Searches again, as a person would, until `done` holds or a generous minute has passed (the index
 * follows the stream; how fast is the bench's to measure). */
async function searchUntil(params: Record<string, string>, done: (found: string[]) => boolean) {
  const start = Date.now();
  for (;;) {
    const found = await ids(`/api/search?${new URLSearchParams(params)}`);
    if (done(found) || Date.now() - start > 60_000) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('treats handed over in person', () => {
  it('are posted with their area, shown with it, and found by area and by "in person"', async () => {
    const tara = member('Tara Treater');
    const word = uniqueWord();
    const post = async (title: string, handover?: unknown) =>
      expectOk(
        await call('POST', '/api/treats', {
          token: tara.token,
          body: {
            ...treatBody(title),
            shippingDestination: `Canada ${word}`,
            ...(handover ? { handover } : {}),
          },
        }),
        title,
      ).body as { id: string; inPersonArea: string | null };
    const burnaby = await post('Matilda', { inPerson: true, area: 'burnaby' });
    const kits = await post('The BFG', { inPerson: true, area: 'vancouver-kitsilano' });
    const byPost = await post('Danny');
    expect(burnaby.inPersonArea).toBe('burnaby');
    expect(byPost.inPersonArea).toBeNull();

    // The page says where to everyone, a visitor too.
    const page = await call('GET', `/api/treats/${kits.id}`);
    expect(page.body).toMatchObject({ inPersonArea: 'vancouver-kitsilano' });
    expect(page.body).not.toHaveProperty('handover');
    expect((await call('GET', `/api/treats/${byPost.id}`)).body).toMatchObject({ inPersonArea: null });

    const list = (query: string) => ids(`/api/treats?destination=${word}${query}`);
    expect(await list('')).toEqual([byPost.id, kits.id, burnaby.id]);
    expect(await list('&area=burnaby')).toEqual([burnaby.id]);
    expect(await list('&area=vancouver-kitsilano&inPerson=1')).toEqual([kits.id]);
    expect(await list('&inPerson=1')).toEqual([kits.id, burnaby.id]);
    expect(await list('&area=richmond')).toEqual([]);
    const cards = (await call('GET', `/api/treats?destination=${word}&inPerson=1`)).body.items;
    expect(cards.map((c: { inPersonArea: string }) => c.inPersonArea)).toEqual([
      'vancouver-kitsilano',
      'burnaby',
    ]);

    // Search (the explore pages with words or filters) the same way, with words or without.
    const search = { kind: 'treat', destination: word };
    expect(await searchUntil({ ...search, area: 'burnaby' }, (f) => f.includes(burnaby.id))).toEqual([
      burnaby.id,
    ]);
    expect(await searchUntil({ ...search, inPerson: '1' }, (f) => f.length === 2)).toEqual([
      kits.id,
      burnaby.id,
    ]);
    expect(await searchUntil({ ...search, q: 'bfg', inPerson: '1' }, (f) => f.length > 0)).toEqual([kits.id]);
  });

  it('refuses an area off the list, on a treat or in a filter, and posts nothing', async () => {
    const tara = member('Tara Typo');
    const word = uniqueWord();
    for (const handover of [
      { inPerson: true, area: 'paris' },
      { inPerson: true },
      { area: 'burnaby' },
      { inPerson: true, area: 'burnaby', street: '1 Main St' },
    ]) {
      const answer = await call('POST', '/api/treats', {
        token: tara.token,
        body: { ...treatBody('Matilda'), shippingDestination: `Canada ${word}`, handover },
      });
      if (!('street' in handover)) {
        expect(answer.status, JSON.stringify(handover)).toBe(400);
        expect(answer.body.error).toEqual({
          code: 'VALIDATION',
          message: messages.treat.areaRequired,
          fields: { handover: messages.treat.areaRequired },
        });
      } else {
        // A street is never kept: the offer is its area alone.
        expect(answer.status).toBe(201);
        const page = await call('GET', `/api/treats/${answer.body.id}`);
        expect(JSON.stringify(page.body)).not.toContain('Main St');
      }
    }
    expect(await ids(`/api/treats?destination=${word}`)).toHaveLength(1);
    for (const path of ['/api/treats?area=paris', '/api/search?area=vancouver', '/api/treats?area=BURNABY']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.fields).toEqual({ area: messages.lists.areaInvalid });
    }
  });

  it("keeps the member's own area with their settings", async () => {
    const mia = member('Mia Member');
    const settings = async () => (await call('GET', '/api/me/notifications', { token: mia.token })).body;
    expect(await settings()).toMatchObject({ area: null });
    const set = await call('PUT', '/api/me/notifications', { token: mia.token, body: { area: 'richmond' } });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ area: 'richmond', turn: true });
    const bad = await call('PUT', '/api/me/notifications', {
      token: mia.token,
      body: { area: 'Richmond', turn: false },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ area: messages.lists.areaInvalid });
    expect(await settings()).toMatchObject({ area: 'richmond', turn: true });
  });
});
