import { afterEach, describe, expect, it, vi } from 'vitest';
import { filteredPage } from './list-posts.ts';

afterEach(() => vi.unstubAllGlobals());

const card = (id: string) => ({ id, title: `Book ${id}` });
const answer = (items: unknown[], nextCursor: string | null) =>
  new Response(JSON.stringify({ items, nextCursor }), { status: 200 });
const asked = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams);

describe('a filtered list page', () => {
  it('sends the filters to the list route and reads on past a page the server found empty', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer([], 'c1'))
      .mockResolvedValueOnce(answer([], 'c2'))
      .mockResolvedValueOnce(answer([card('a')], 'c3'));
    vi.stubGlobal('fetch', fetchMock);
    const page = await filteredPage('wishlist', 'all', 30, null, {
      type: 'Fiction',
      destination: ' Peru ',
      open: true,
    });
    expect(page).toEqual({ items: [card('a')], nextCursor: 'c3' });
    const [first, ...rest] = asked(fetchMock);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/wishlists\?/);
    expect(Object.fromEntries(first ?? [])).toEqual({
      limit: '30',
      type: 'Fiction',
      destination: 'Peru',
      open: '1',
    });
    expect(rest.map((p) => p.get('cursor'))).toEqual(['c1', 'c2']);
  });

  it('stops after five empty pages and shows the last with its next cursor', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => answer([], 'more'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await filteredPage('treat', 'all', 30, 'c0', { destination: 'Atlantis' })).toEqual({
      items: [],
      nextCursor: 'more',
    });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('stops at the end of the list', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(answer([], null));
    vi.stubGlobal('fetch', fetchMock);
    expect(await filteredPage('treat', 'all', 30, null, { open: true })).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
