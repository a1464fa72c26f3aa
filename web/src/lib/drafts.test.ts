import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, forgetDraftsNotOf, readDraft, writeDraft } from './drafts.ts';

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('drafts: a form keeps its words for the member who typed them', () => {
  it('comes back for the same member', () => {
    writeDraft('make-a-wish', 'member-a', { title: 'Anne of Avonlea' });
    expect(readDraft('make-a-wish', 'member-a')).toEqual({ title: 'Anne of Avonlea' });
  });

  it('is never shown to another member signing in on the same tab', () => {
    writeDraft('make-a-wish', 'member-a', { title: 'Anne of Avonlea' });
    expect(readDraft('make-a-wish', 'member-b')).toBeNull();
  });

  it("a visitor's typing is theirs once they log in", () => {
    writeDraft('request.t1', '', { shippingAddress: '1 Elm St' });
    expect(readDraft('request.t1', 'member-a')).toEqual({ shippingAddress: '1 Elm St' });
  });

  it('is gone once the server accepted it', () => {
    writeDraft('step.confirm.p1', 'member-a', { shippingAddress: '1 Elm St' });
    clearDraft('step.confirm.p1');
    expect(readDraft('step.confirm.p1', 'member-a')).toBeNull();
  });
});

describe('drafts on a shared phone', () => {
  it("the next member's sign-in takes the last member's drafts away, and keeps a visitor's", async () => {
    // A storage whose keys can be listed, as the browser's.
    const items: Record<string, string> = {};
    Object.defineProperties(items, {
      getItem: { value: (key: string) => items[key] ?? null },
      setItem: { value: (key: string, value: string) => (items[key] = value) },
      removeItem: { value: (key: string) => delete items[key] },
    });
    vi.stubGlobal('sessionStorage', items);
    writeDraft('request.t1', 'member-a', { shippingAddress: '77 Private Road' });
    writeDraft('make-a-wish', '', { title: 'The Blue Castle' });
    writeDraft('step.close.p2', 'member-b', { thankYouNote: 'Thank you' });
    await forgetDraftsNotOf('member-b');
    expect(readDraft('request.t1', 'member-a')).toBeNull();
    expect(readDraft('make-a-wish', 'member-b')).toEqual({ title: 'The Blue Castle' });
    expect(readDraft('step.close.p2', 'member-b')).toEqual({ thankYouNote: 'Thank you' });
  });
});
