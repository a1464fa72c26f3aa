import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';

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
