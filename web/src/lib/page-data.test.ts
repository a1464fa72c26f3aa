import { jsonForScript, type PageData } from '@bookwish/shared/web/page-data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parsePageData, seedPageData } from './page-data.ts';
import { queryKeys } from './query-keys.ts';

const view = { kind: 'wishlist', id: 'w-1', title: 'Matilda </script>', viewer: 'visitor' };
const page = { items: [{ id: 'w-1', title: 'Matilda' }], nextCursor: 'next' };

describe('the page data the app starts with', () => {
  it('puts a post under the visitor’s key only: a member’s own view is still fetched', () => {
    const client = new QueryClient();
    const data = parsePageData(
      jsonForScript({ kind: 'post', postKind: 'wishlist', id: 'w-1', view, at: 1_000 }),
    );
    seedPageData(client, data, 5_000);
    expect(client.getQueryData(queryKeys.postView('wishlist', 'w-1', null))).toEqual(view);
    expect(client.getQueryData(queryKeys.postView('wishlist', 'w-1', 'u-member'))).toBeUndefined();
    // As old as when the server read it, so an edge-cached copy is refetched once stale.
    expect(client.getQueryState(queryKeys.postView('wishlist', 'w-1', null))?.dataUpdatedAt).toBe(1_000);
  });

  it('puts the first page of a list under the plain list’s key, never dated in the future', () => {
    const client = new QueryClient();
    seedPageData(client, { kind: 'list', postKind: 'treat', limit: 30, page, at: 9_000 } as PageData, 5_000);
    const key = queryKeys.list('treat', 'all', 30, null);
    expect(client.getQueryData(key)).toEqual(page);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(5_000);
  });

  it('puts the gratitude wall’s first page under the wall page’s key', () => {
    const client = new QueryClient();
    const wall = { items: [{ id: 'w-1', note: 'Thanks' }], nextCursor: null };
    seedPageData(
      client,
      parsePageData(jsonForScript({ kind: 'wall', limit: 30, page: wall, at: 1_000 })),
      5_000,
    );
    expect(client.getQueryData(queryKeys.thanksWall(30, null))).toEqual(wall);
    expect(client.getQueryData(queryKeys.thanksWall(3, null))).toBeUndefined();
  });

  it('ignores anything that is not our data', () => {
    for (const text of [
      '',
      null,
      'not json',
      '{}',
      '{"kind":"post","postKind":"book","id":"x","view":{},"at":1}',
      '{"kind":"list","postKind":"wishlist","limit":30,"page":{},"at":1}',
      '{"kind":"post","postKind":"wishlist","id":"x","view":{}}',
      '{"kind":"wall","limit":30,"page":{},"at":1}',
    ]) {
      expect(parsePageData(text), String(text)).toBeNull();
    }
    const client = new QueryClient();
    seedPageData(client, null);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
