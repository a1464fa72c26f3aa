// Every email decision on the in-memory store and in-memory ports: the exchange is driven by the real
// use cases, then each new event is handed to the email use case as the table's stream would.
// Who gets which email (and naming whom), settings, accounts that are gone, once per event and
// recipient, a failed send retried, the owner's hourly gates, book alerts and their daily cap.

import { ALERTS_PER_MEMBER_DAY, OWNER_EMAIL_WINDOW_MS } from '@bookwish/shared/domain/constants';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import { DAY_MS } from '@bookwish/shared/domain/timers';
import type { PostEvent } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { decideNotifications } from './decide-emails.ts';
import { deletePost } from './delete-post.ts';
import { EMAIL_KIND_NAMES, type EmailKind, PROGRAM_EMAIL_KINDS } from './email-kinds.ts';
import { type NotifyDeps, notifyMembers, type Outcome } from './notify-members.ts';
import { memoryNotifyPorts, TEST_ORIGIN, TEST_SECRET } from './notify-test-ports.ts';
import { isTombstone } from './ports.ts';
import { suspendMember } from './suspend-member.ts';
import { gabriel, tessa, testDeps, treatInput, vera, wendy, wishInput } from './test-deps.ts';
import { sweepTimers } from './timers.ts';
import { transitionPost } from './transition-post.ts';
import { verifyUnsubscribe } from './unsubscribe-token.ts';

const sam = { uid: 'u-sam', name: 'Sam Okafor', username: 'sam', authTime: 0 };
const omar = { uid: 'u-omar', name: 'Omar Haddad', username: 'omar', authTime: 0 };
const address = 'Wendy Park, 123 Main St, Vancouver BC V5K 0A1';
const request = { shippingAddress: '9 Elm St, Halifax', requestMessage: 'For my book club, merci!' };
const EMAIL = {
  [wendy.uid]: 'wendy@example.org',
  [gabriel.uid]: 'gabriel@example.org',
  [tessa.uid]: 'tessa@example.org',
  [sam.uid]: 'sam@example.org',
  [omar.uid]: 'omar@example.org',
};

/** Every kind this file's decisions mailed (the table's last test asks for each kind of the table). */
const mailedKinds = new Set<EmailKind>();

function setup() {
  const deps = testDeps();
  const ports = memoryNotifyPorts(
    Object.fromEntries(
      [wendy, gabriel, tessa, sam, omar].map((m) => [m.uid, { email: EMAIL[m.uid] ?? '', name: m.name }]),
    ),
  );
  const notifyDeps: NotifyDeps = { posts: deps.store, ...ports };
  const notified = new Map<string, number>();
  /** Hands every event of the post not handed yet to the email use case, as the stream does. */
  async function stream(postId: string): Promise<Outcome[]> {
    const events = await deps.store.history(postId);
    const outcomes: Outcome[] = [];
    for (const event of events.filter((e) => e.seq > (notified.get(postId) ?? 0))) {
      const sent = await notifyMembers(notifyDeps, event);
      // The outcomes follow the decided notifications, then a treat's book alerts (notifyMembers).
      const post = await deps.store.load(postId);
      const decided = post && !isTombstone(post) ? decideNotifications(event, post).filter((n) => n.to) : [];
      sent.forEach((outcome, i) => {
        if (outcome === 'sent') mailedKinds.add(decided[i]?.kind ?? 'bookAlert');
      });
      outcomes.push(...sent);
      notified.set(postId, event.seq);
    }
    return outcomes;
  }
  /** The emails sent since the last call, as (to, subject). */
  let read = 0;
  function mails() {
    const fresh = ports.outbox.slice(read);
    read = ports.outbox.length;
    return fresh;
  }
  return { deps, ports, notifyDeps, stream, mails };
}

type Setup = ReturnType<typeof setup>;

/** Sweeps the timers a day at a time for `days` days, streaming each new event of the post. */
async function daysPass(s: Setup, postId: string, days: number): Promise<void> {
  for (let day = 0; day < days; day++) {
    s.deps.advance(DAY_MS);
    await sweepTimers(s.deps);
    await s.stream(postId);
  }
}

/** Wendy's wish, offered by Gabriel and her address shared; its emails so far read and put aside. */
async function confirmedWish(s: Setup): Promise<{ id: string }> {
  const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
  await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
  await transitionPost(s.deps, 'wishlist', 'confirm', {
    postId: wish.id,
    caller: wendy,
    body: { shippingAddress: address },
  });
  await s.stream(wish.id);
  s.mails();
  return wish;
}

describe('a deployment with no email sender yet', () => {
  it('sends no email but still pushes to the member whose turn it is, once per event', async () => {
    const s = setup();
    const pushed: { endpoint: string; text: string; url: string }[] = [];
    const device = { endpoint: 'https://push.example/wendy', p256dh: 'key', auth: 'auth' };
    s.notifyDeps.mailer = null;
    s.notifyDeps.push = {
      devices: {
        list: async (uid) => (uid === wendy.uid ? [device] : []),
        add: async () => {},
        remove: async () => false,
      },
      sender: async () => ({
        async send(to, message) {
          pushed.push({ endpoint: to.endpoint, text: message.text, url: message.url });
          return 'sent' as const;
        },
      }),
    };
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    expect(await s.stream(wish.id)).toEqual(['none', 'pushed']);
    expect(s.mails()).toEqual([]);
    expect(pushed).toEqual([
      {
        endpoint: device.endpoint,
        // A lock screen shows the first name only (the email says "Gabriel Singh").
        text: `Gabriel offered to send you "${wishInput.title}"`,
        url: `${TEST_ORIGIN}/wishlist/${wish.id}`,
      },
    ]);
    // The stream delivers the event again: the member is not pushed twice.
    const [offer] = (await s.deps.store.history(wish.id)).slice(-1);
    expect(await notifyMembers(s.notifyDeps, offer as PostEvent)).toEqual(['duplicate']);
    expect(pushed).toHaveLength(1);

    // Wendy asks for discreet notifications: Gabriel's withdrawal names neither him nor the book.
    await s.ports.settings.set(wendy.uid, { discreet: true });
    await transitionPost(s.deps, 'wishlist', 'withdraw', { postId: wish.id, caller: gabriel, body: {} });
    expect(await s.stream(wish.id)).toEqual(['pushed']);
    expect(pushed[1]?.text).toBe('Something new is waiting for you on Bookwish.');
  });
});

describe('the hand-off emails of a wish', () => {
  it('offer, address, sent, thanks: each to the party whose turn it is, naming the other', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    expect(await s.stream(wish.id)).toEqual(['none']);

    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    expect(await s.stream(wish.id)).toEqual(['sent']);
    const [offered] = s.mails();
    expect(offered).toMatchObject({
      to: 'wendy@example.org',
      subject: `Gabriel Singh offered to send you "${wishInput.title}"`,
    });
    expect(offered?.text).toContain('Hi Wendy Park,');
    expect(offered?.text).toContain(`Share your address: ${TEST_ORIGIN}/wishlist/${wish.id}`);

    await transitionPost(s.deps, 'wishlist', 'confirm', {
      postId: wish.id,
      caller: wendy,
      body: { shippingAddress: address },
    });
    await s.stream(wish.id);
    const [shared] = s.mails();
    expect(shared).toMatchObject({
      to: 'gabriel@example.org',
      subject: `Wendy Park shared an address for "${wishInput.title}"`,
    });
    // The address itself stays on the post: no email carries it.
    expect(`${shared?.text}${shared?.html}`).not.toContain('123 Main St');

    await transitionPost(s.deps, 'wishlist', 'fulfil', {
      postId: wish.id,
      caller: gabriel,
      body: { fulfillmentMessage: 'Tracking 123' },
    });
    await s.stream(wish.id);
    expect(s.mails()).toMatchObject([
      { to: 'wendy@example.org', subject: `"${wishInput.title}" is on its way` },
    ]);

    await transitionPost(s.deps, 'wishlist', 'close', {
      postId: wish.id,
      caller: wendy,
      body: { thankYouNote: 'Merci mille fois!' },
    });
    await s.stream(wish.id);
    const [thanked] = s.mails();
    expect(thanked).toMatchObject({
      to: 'gabriel@example.org',
      subject: `Wendy Park thanked you for "${wishInput.title}"`,
    });
    expect(thanked?.text).toContain('Thank you for your kindness.');
    expect(`${thanked?.text}${thanked?.html}`).not.toContain('Merci mille fois');
  });

  it('signs each unsubscribe link for its recipient and the category of that email', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await s.stream(wish.id);
    await s.ports.settings.reset(wendy.uid);
    await transitionPost(s.deps, 'wishlist', 'withdraw', { postId: wish.id, caller: gabriel, body: {} });
    await s.stream(wish.id);
    const [offered, withdrawn] = s.mails();
    const tokenOf = (url = '') => decodeURIComponent(new URL(url).searchParams.get('token') ?? '');
    expect(offered?.unsubscribeUrl?.startsWith(`${TEST_ORIGIN}/api/unsubscribe?token=`)).toBe(true);
    expect(verifyUnsubscribe(TEST_SECRET, tokenOf(offered?.unsubscribeUrl))).toEqual({
      uid: wendy.uid,
      category: 'turn',
      generation: 0,
    });
    // After a settings reset the links carry the new generation, so the old ones are refused.
    expect(verifyUnsubscribe(TEST_SECRET, tokenOf(withdrawn?.unsubscribeUrl))).toEqual({
      uid: wendy.uid,
      category: 'updates',
      generation: 1,
    });
    expect(withdrawn?.text).toContain(withdrawn?.unsubscribeUrl);
  });

  it("reads the recipient's settings once an email, the link's generation with them", async () => {
    const s = setup();
    const reads: string[] = [];
    const { settings } = s.ports;
    s.notifyDeps.settings = {
      ...settings,
      get: (uid) => {
        reads.push(`get ${uid}`);
        return settings.get(uid);
      },
      getWithLinkGeneration: (uid) => {
        reads.push(`getWithLinkGeneration ${uid}`);
        return settings.getWithLinkGeneration(uid);
      },
    };
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await s.stream(wish.id);
    expect(s.mails()).toHaveLength(1);
    // One storage read for an email (two were made: the settings, then the generation of the same item).
    expect(reads).toEqual([`getWithLinkGeneration ${wendy.uid}`]);
  });

  it('reads nothing for an event that never mails anyone; a new treat is still read for its alerts', async () => {
    const s = setup();
    const loaded: string[] = [];
    const { posts } = s.notifyDeps;
    s.notifyDeps.posts = {
      load: (id) => {
        loaded.push(id);
        return posts.load(id);
      },
      listOpenMatches: (kind, key, limit) => posts.listOpenMatches(kind, key, limit),
    };
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    expect(await s.stream(wish.id)).toEqual(['none']);
    expect(loaded).toEqual([]);
    // An offer mails the wisher: the post is read for it.
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await s.stream(wish.id);
    expect(s.mails()).toHaveLength(1);
    expect(loaded).toEqual([wish.id]);
    const treat = await createPost(s.deps, 'treat', { caller: tessa, body: treatInput });
    await s.stream(treat.id);
    expect(loaded).toEqual([wish.id, treat.id]);
  });
});

describe('the hand-off emails of a treat', () => {
  it('request, shipped, thanks; a new treat nobody wished for mails no one', async () => {
    const s = setup();
    const treat = await createPost(s.deps, 'treat', { caller: tessa, body: treatInput });
    expect(await s.stream(treat.id)).toEqual(['none']);

    await transitionPost(s.deps, 'treat', 'request', { postId: treat.id, caller: wendy, body: request });
    await s.stream(treat.id);
    const [requested] = s.mails();
    expect(requested).toMatchObject({
      to: 'tessa@example.org',
      subject: `Wendy Park requested your treat "${treatInput.title}"`,
    });
    expect(`${requested?.text}${requested?.html}`).not.toMatch(/Elm St|book club/);

    await transitionPost(s.deps, 'treat', 'ship', {
      postId: treat.id,
      caller: tessa,
      body: { shippedMessage: 'Posted today' },
    });
    await s.stream(treat.id);
    expect(s.mails()).toMatchObject([
      { to: 'wendy@example.org', subject: `"${treatInput.title}" has shipped` },
    ]);

    await transitionPost(s.deps, 'treat', 'close', {
      postId: treat.id,
      caller: wendy,
      body: { thankYouNote: 'Lovely!' },
    });
    await s.stream(treat.id);
    const [thanked] = s.mails();
    expect(thanked).toMatchObject({
      to: 'tessa@example.org',
      subject: `Wendy Park thanked you for "${treatInput.title}"`,
    });
    expect(thanked?.text).toContain('Thank you for sharing your book.');
  });
});

describe('an exchange that ends', () => {
  it('a withdrawn offer mails the wisher; a declined offer mails the giver, named by the wisher', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await transitionPost(s.deps, 'wishlist', 'withdraw', {
      postId: wish.id,
      caller: gabriel,
      body: { reason: 'Budget' },
    });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: sam, body: {} });
    await transitionPost(s.deps, 'wishlist', 'decline', {
      postId: wish.id,
      caller: wendy,
      body: { reason: 'Found it' },
    });
    await s.stream(wish.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['wendy@example.org', `Gabriel Singh offered to send you "${wishInput.title}"`],
      ['wendy@example.org', `Gabriel Singh withdrew their offer of "${wishInput.title}"`],
      // Sam's offer comes within the hour of Gabriel's: folded into the next arrival email.
      ['sam@example.org', `Your offer of "${wishInput.title}" was declined`],
    ]);
  });

  it('a withdrawn request mails the treater; a declined request mails the requester', async () => {
    const s = setup();
    const treat = await createPost(s.deps, 'treat', { caller: tessa, body: treatInput });
    await transitionPost(s.deps, 'treat', 'request', { postId: treat.id, caller: wendy, body: request });
    await transitionPost(s.deps, 'treat', 'withdraw', { postId: treat.id, caller: wendy, body: {} });
    s.deps.advance(OWNER_EMAIL_WINDOW_MS);
    await transitionPost(s.deps, 'treat', 'request', { postId: treat.id, caller: gabriel, body: request });
    await transitionPost(s.deps, 'treat', 'decline', { postId: treat.id, caller: tessa, body: {} });
    await s.stream(treat.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['tessa@example.org', `Wendy Park requested your treat "${treatInput.title}"`],
      ['tessa@example.org', `Wendy Park withdrew their request for "${treatInput.title}"`],
      ['tessa@example.org', `Gabriel Singh requested your treat "${treatInput.title}"`],
      ['gabriel@example.org', `Your request for "${treatInput.title}" was declined`],
    ]);
  });
});

describe('reminders and lapses', () => {
  it('an offer with no address: the wisher is reminded with the deadline, then both parties hear of the lapse', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await s.stream(wish.id);
    s.mails();
    await daysPass(s, wish.id, 8);
    const sent = s.mails();
    expect(sent.map((m) => [m.to, m.subject.replace(/ by \d+ \w+$/, ' by <day>')])).toEqual([
      ['wendy@example.org', `Share your address for "${wishInput.title}" by <day>`],
      ['wendy@example.org', `The offer of "${wishInput.title}" has lapsed`],
      ['gabriel@example.org', `Your offer of "${wishInput.title}" has lapsed`],
    ]);
    expect(sent[0]?.subject).toMatch(/ by \d{1,2} [A-Z][a-z]{2}$/);
  });

  it('an address with no gift sent: the giver is reminded, then both hear of the lapse', async () => {
    const s = setup();
    const wish = await confirmedWish(s);
    await daysPass(s, wish.id, 16);
    expect(s.mails().map((m) => [m.to, m.subject.replace(/ by \d+ \w+$/, '')])).toEqual([
      ['gabriel@example.org', `Mark "${wishInput.title}" as sent`],
      ['wendy@example.org', `The offer of "${wishInput.title}" has lapsed`],
      ['gabriel@example.org', `Your offer of "${wishInput.title}" has lapsed`],
    ]);
  });

  it('more time asked: the wisher hears of it, and the gift lapses a week later than it would have', async () => {
    const s = setup();
    const wish = await confirmedWish(s);
    await transitionPost(s.deps, 'wishlist', 'extend', {
      postId: wish.id,
      caller: gabriel,
      body: { reason: 'The bookshop reorders on Friday.' },
    });
    await s.stream(wish.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['wendy@example.org', `${gabriel.name} asked for more time to send "${wishInput.title}"`],
    ]);
    await daysPass(s, wish.id, 16);
    expect(s.mails().map((m) => m.subject)).not.toContain(`The offer of "${wishInput.title}" has lapsed`);
    await daysPass(s, wish.id, 7);
    expect(s.mails().map((m) => [m.to, m.subject])).toContainEqual([
      'wendy@example.org',
      `The offer of "${wishInput.title}" has lapsed`,
    ]);
  });

  it('a request not shipped: the treater is reminded, then both hear of the lapse', async () => {
    const s = setup();
    const treat = await createPost(s.deps, 'treat', { caller: tessa, body: treatInput });
    await transitionPost(s.deps, 'treat', 'request', { postId: treat.id, caller: wendy, body: request });
    await s.stream(treat.id);
    s.mails();
    await daysPass(s, treat.id, 16);
    expect(s.mails().map((m) => [m.to, m.subject.replace(/ by \d+ \w+$/, '')])).toEqual([
      ['tessa@example.org', `Ship "${treatInput.title}"`],
      ['wendy@example.org', `Your request for "${treatInput.title}" has lapsed`],
      ['tessa@example.org', `The request for "${treatInput.title}" has lapsed`],
    ]);
  });

  it('a gift sent but not received: the wisher is asked whether it arrived', async () => {
    const s = setup();
    const wish = await confirmedWish(s);
    await transitionPost(s.deps, 'wishlist', 'fulfil', {
      postId: wish.id,
      caller: gabriel,
      body: { fulfillmentMessage: 'Sent' },
    });
    await s.stream(wish.id);
    s.mails();
    await daysPass(s, wish.id, 30);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['wendy@example.org', `Has "${wishInput.title}" arrived?`],
    ]);
  });
});

describe('who gets nothing', () => {
  it('a category switched off: that member gets none of its kinds, the other party still gets theirs', async () => {
    const s = setup();
    await s.ports.settings.set(wendy.uid, { updates: false });
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    // The wish's own event mails no one; the offer is Wendy's turn.
    expect(await s.stream(wish.id)).toEqual(['none', 'sent']);
    s.mails();
    await daysPass(s, wish.id, 8);
    // Reminder (turn) sent; the lapse (updates) is off for Wendy, sent to Gabriel.
    expect(s.mails().map((m) => m.to)).toEqual(['wendy@example.org', 'gabriel@example.org']);

    await s.ports.settings.set(wendy.uid, { turn: false });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: sam, body: {} });
    expect(await s.stream(wish.id)).toEqual(['off']);
    expect(s.mails()).toEqual([]);
  });

  it('a member whose account is gone, and any event of a deleted post', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    s.ports.forget(wendy.uid);
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    expect(await s.stream(wish.id)).toEqual(['none', 'no-recipient']);

    const other = await createPost(s.deps, 'wishlist', { caller: tessa, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: other.id, caller: gabriel, body: {} });
    const [, offered] = await s.deps.store.history(other.id);
    const reopened = await transitionPost(s.deps, 'wishlist', 'withdraw', {
      postId: other.id,
      caller: gabriel,
      body: {},
    });
    await deletePost(s.deps, 'wishlist', {
      postId: other.id,
      caller: tessa,
      body: { expectedVersion: reopened.version },
    });
    expect(await notifyMembers(s.notifyDeps, offered as PostEvent)).toEqual(['none']);
    expect(s.mails()).toEqual([]);
  });
});

describe('once per event and recipient', () => {
  it('a redelivered event sends nothing twice', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    const [, offered] = await s.deps.store.history(wish.id);
    expect(await notifyMembers(s.notifyDeps, offered as PostEvent)).toEqual(['sent']);
    expect(await notifyMembers(s.notifyDeps, offered as PostEvent)).toEqual(['duplicate']);
    expect(s.mails()).toHaveLength(1);
  });

  it('a failed send is retried by the next delivery, through the gate it had opened', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    const [, offered] = await s.deps.store.history(wish.id);
    s.ports.failSends(1);
    await expect(notifyMembers(s.notifyDeps, offered as PostEvent)).rejects.toThrow('SES is unavailable');
    expect(s.mails()).toEqual([]);
    expect(await notifyMembers(s.notifyDeps, offered as PostEvent)).toEqual(['sent']);
    expect(s.mails().map((m) => m.to)).toEqual(['wendy@example.org']);
  });
});

describe("the owner's hourly gates", () => {
  it('offers and withdrawals looped within the hour: one of each mailed, the rest folded and counted in the next', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    for (const giver of [gabriel, tessa, sam]) {
      await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: giver, body: {} });
      await transitionPost(s.deps, 'wishlist', 'withdraw', { postId: wish.id, caller: giver, body: {} });
    }
    expect(await s.stream(wish.id)).toEqual(['none', 'sent', 'sent', 'folded', 'folded', 'folded', 'folded']);
    expect(s.mails().map((m) => m.subject)).toEqual([
      `Gabriel Singh offered to send you "${wishInput.title}"`,
      `Gabriel Singh withdrew their offer of "${wishInput.title}"`,
    ]);

    s.deps.advance(OWNER_EMAIL_WINDOW_MS);
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: omar, body: {} });
    expect(await s.stream(wish.id)).toEqual(['sent']);
    const [next] = s.mails();
    expect(next?.text).toContain(
      'This post had 2 more changes since our last email about it: open it to see where it stands.',
    );
  });

  it("gates only the owner's arrival and departure emails: a giver's emails pass", async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await transitionPost(s.deps, 'wishlist', 'decline', { postId: wish.id, caller: wendy, body: {} });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: sam, body: {} });
    await transitionPost(s.deps, 'wishlist', 'decline', { postId: wish.id, caller: wendy, body: {} });
    expect(await s.stream(wish.id)).toEqual(['none', 'sent', 'sent', 'folded', 'sent']);
  });
});

describe('book alerts', () => {
  it('a new treat alerts each member with an open wish for that book once, never the treater', async () => {
    const s = setup();
    await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await createPost(s.deps, 'wishlist', { caller: sam, body: wishInput });
    await createPost(s.deps, 'wishlist', { caller: tessa, body: wishInput });
    const taken = await createPost(s.deps, 'wishlist', { caller: gabriel, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: taken.id, caller: wendy, body: {} });
    await createPost(s.deps, 'wishlist', { caller: gabriel, body: { ...wishInput, title: 'Another book' } });
    const treat = await createPost(s.deps, 'treat', {
      caller: tessa,
      body: { ...treatInput, title: wishInput.title, author: wishInput.author },
    });
    expect(await s.stream(treat.id)).toEqual(['sent', 'sent']);
    const alerts = s.mails();
    expect(alerts.map((m) => m.to).sort()).toEqual(['sam@example.org', 'wendy@example.org']);
    expect(alerts[0]?.subject).toBe(`A member is giving away "${wishInput.title}"`);
    expect(alerts[0]?.text).toContain(`See the treat: ${TEST_ORIGIN}/treat/${treat.id}`);
  });

  it('has its own switch, and a treater reaches at most ALERTS_PER_MEMBER_DAY wishers a day', async () => {
    const s = setup();
    await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await createPost(s.deps, 'wishlist', { caller: sam, body: wishInput });
    await createPost(s.deps, 'wishlist', { caller: gabriel, body: wishInput });
    await s.ports.settings.set(gabriel.uid, { alerts: false });
    s.ports.setCapCount(tessa.uid, s.deps.clock.now(), ALERTS_PER_MEMBER_DAY - 1);
    const book = { ...treatInput, title: wishInput.title, author: wishInput.author };
    const treat = await createPost(s.deps, 'treat', { caller: tessa, body: book });
    expect((await s.stream(treat.id)).sort()).toEqual(['off', 'over-quota', 'sent']);
    expect(s.mails()).toHaveLength(1);

    // The next day the cap starts again.
    s.deps.advance(DAY_MS);
    const again = await createPost(s.deps, 'treat', { caller: tessa, body: book });
    expect((await s.stream(again.id)).sort()).toEqual(['off', 'sent', 'sent']);
  });
});

describe('a suspension', () => {
  it('emails the other member of each exchange it ends, never the suspended member, and drops her devices', async () => {
    const s = setup();
    const wish = await createPost(s.deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(s.deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await s.stream(wish.id);
    s.mails();
    const disabled: string[] = [];
    const pool = {
      exists: async () => true,
      isVolunteer: async () => false,
      disable: async (uid: string) => {
        disabled.push(uid);
      },
      signOutEverywhere: async () => {},
    };
    const suspended: string[] = [];
    const sessions = { suspend: async (uid: string) => void suspended.push(uid) };
    const phones = new Map([
      [wendy.uid, [{ endpoint: 'https://push.example/wendy', p256dh: 'k', auth: 'a' }]],
    ]);
    const devices = {
      list: async (uid: string) => phones.get(uid) ?? [],
      add: async () => {},
      remove: async (uid: string, endpoint: string) => {
        phones.set(
          uid,
          (phones.get(uid) ?? []).filter((d) => d.endpoint !== endpoint),
        );
        return true;
      },
    };
    const result = await suspendMember(
      { ...s.deps, pool, sessions, devices },
      { caller: vera, uid: wendy.uid, body: { reason: 'Asked for money by email' } },
    );
    expect(result.ended).toBe(1);
    expect([suspended, disabled]).toEqual([[wendy.uid], [wendy.uid]]);
    // Her phone gets nothing more from Bookwish.
    expect(await devices.list(wendy.uid)).toEqual([]);
    expect(await s.stream(wish.id)).toEqual(['sent']);
    const [ended] = s.mails();
    expect(ended).toMatchObject({
      to: 'gabriel@example.org',
      subject: `Your exchange for "${wishInput.title}" has ended`,
    });
    expect(ended?.text).not.toContain('Asked for money');
  });
});

describe('a treat handed over in person', () => {
  const HOUR = 3_600_000;
  const open = [['09:00', '21:00']] as const;
  const library: MeetingPlace = {
    id: 'vpl-kitsilano',
    area: 'vancouver-kitsilano',
    name: 'Kitsilano Branch',
    address: '2425 Macdonald St, Vancouver',
    hours: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open },
    kind: 'library',
    retired: false,
  };
  /** Wed 4 Nov 2026, 10:00 to 11:00 in Vancouver; the next days at the same hour. */
  const day = (n: number) => ({ start: Date.UTC(2026, 10, 4 + n, 18), end: Date.UTC(2026, 10, 4 + n, 19) });
  const inPerson = { ...treatInput, handover: { inPerson: true, area: 'vancouver-kitsilano' } };

  /** Tessa's treat, requested in person by Wendy, a meeting at the library agreed for day(0). */
  async function agreed(s: Setup) {
    const deps = { ...s.deps, places: { get: async (id: string) => (id === library.id ? library : null) } };
    const treat = await createPost(deps, 'treat', { caller: tessa, body: inPerson });
    const step = (
      action: Parameters<typeof transitionPost<'treat'>>[2],
      caller: typeof tessa,
      body: object,
    ) => transitionPost(deps, 'treat', action, { postId: treat.id, caller, body });
    await step('request', wendy, { requestMessage: 'For my class', inPerson: true });
    await step('propose', tessa, { placeIds: [library.id], windows: [day(0), day(1)] });
    await s.stream(treat.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['tessa@example.org', `Wendy Park requested your treat "${treatInput.title}"`],
      ['wendy@example.org', `Tessa Wong proposed where and when to meet for "${treatInput.title}"`],
    ]);
    await step('pick', wendy, { place: 0, window: 0 });
    await s.stream(treat.id);
    return { treat, step };
  }

  it('picked, other times, reminders the day before and two hours before, handed over', async () => {
    const s = setup();
    const { treat, step } = await agreed(s);
    const [picked] = s.mails();
    expect(picked).toMatchObject({
      to: 'tessa@example.org',
      subject: `Your meeting for "${treatInput.title}" is agreed`,
    });
    // Emails carry no member's words: not where, not when.
    expect(`${picked?.text}${picked?.html}`).not.toMatch(/Kitsilano|Macdonald|10:00/);

    await step('reschedule', wendy, { windows: [day(2)] });
    await s.stream(treat.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['tessa@example.org', `Wendy Park proposed other times for "${treatInput.title}"`],
    ]);
    await step('pick', tessa, { place: 0, window: 0 });
    await s.stream(treat.id);
    s.mails();

    s.deps.advance(day(2).start - 24 * HOUR - s.deps.clock.now());
    await sweepTimers(s.deps);
    await s.stream(treat.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['tessa@example.org', `Tomorrow: hand over "${treatInput.title}"`],
      ['wendy@example.org', `Tomorrow: hand over "${treatInput.title}"`],
    ]);
    s.deps.advance(22 * HOUR);
    await sweepTimers(s.deps);
    await s.stream(treat.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['tessa@example.org', `In two hours: hand over "${treatInput.title}"`],
      ['wendy@example.org', `In two hours: hand over "${treatInput.title}"`],
    ]);

    s.deps.advance(2 * HOUR + 10 * 60_000);
    await step('handedOver', tessa, {});
    await s.stream(treat.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['wendy@example.org', `"${treatInput.title}" was handed over`],
    ]);
  });

  it('a request in person nobody answered: the treater is reminded to propose a meeting, then both hear no meeting was proposed', async () => {
    const s = setup();
    const treat = await createPost(s.deps, 'treat', { caller: tessa, body: inPerson });
    await transitionPost(s.deps, 'treat', 'request', {
      postId: treat.id,
      caller: wendy,
      body: { requestMessage: 'For my class', inPerson: true },
    });
    await s.stream(treat.id);
    s.mails();
    await daysPass(s, treat.id, 13);
    expect(s.mails().map((m) => [m.to, m.subject.replace(/ by \d+ \w+$/, '')])).toEqual([
      ['tessa@example.org', `Propose where to meet for "${treatInput.title}"`],
    ]);
    await daysPass(s, treat.id, 3);
    const lapsed = s.mails();
    expect(lapsed.map((m) => [m.to, m.subject])).toEqual([
      ['wendy@example.org', `Your request for "${treatInput.title}" has lapsed`],
      ['tessa@example.org', `The request for "${treatInput.title}" has lapsed`],
    ]);
    for (const mail of lapsed) {
      expect(mail.text).toContain(`No meeting was proposed for "${treatInput.title}" within 14 days`);
      expect(`${mail.text}${mail.html}`).not.toMatch(/shipped/);
    }
  });

  it('missed, or called off: the other member hears of it', async () => {
    const s = setup();
    const missed = await agreed(s);
    s.mails();
    s.deps.advance(day(0).end - s.deps.clock.now());
    await missed.step('missed', wendy, {});
    await s.stream(missed.treat.id);
    expect(s.mails().map((m) => [m.to, m.subject])).toEqual([
      ['tessa@example.org', `The meeting for "${treatInput.title}" did not happen`],
    ]);

    const t = setup();
    const calledOff = await agreed(t);
    t.mails();
    await calledOff.step('callOff', tessa, { reason: 'SECRET my car broke down' });
    await t.stream(calledOff.treat.id);
    const [mail] = t.mails();
    expect(mail).toMatchObject({
      to: 'wendy@example.org',
      subject: `The meeting for "${treatInput.title}" was called off`,
    });
    expect(`${mail?.text}${mail?.html}`).not.toContain('SECRET');
  });
});

describe('the table of email kinds', () => {
  // Read once every test above has run (a file's tests run in order): a filtered run names the kinds
  // its tests did not reach.
  it('every kind is mailed by one of the decisions above', () => {
    // A program's kinds are sent by its own use case, and tested there (spotlight-mail.test.ts).
    const notifierKinds = EMAIL_KIND_NAMES.filter((kind) => !PROGRAM_EMAIL_KINDS.includes(kind));
    expect(notifierKinds.filter((kind) => !mailedKinds.has(kind))).toEqual([]);
  });
});
