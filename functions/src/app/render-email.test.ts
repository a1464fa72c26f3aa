// The emails as pure functions: every kind names the book and links the post, member text is escaped in
// HTML, and no input carries private text (the input type has no place for it).

import { createHmac } from 'node:crypto';
import { escapeHtml } from '@bookwish/shared/web/escape-html';
import { describe, expect, it } from 'vitest';
import { type EmailKind, EMAIL_KIND_NAMES as KINDS, PROGRAM_EMAIL_KINDS } from './email-kinds.ts';
import { renderEmail } from './render-email.ts';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token.ts';

const input = (kind: EmailKind) => ({
  kind,
  recipientName: 'Zoë <i>Q</i>',
  otherName: 'Jean-Luc "JL" & Co',
  bookTitle: 'Les Misérables <script>alert(1)</script>',
  postUrl: 'https://bookwish.example/wishlist/abc123',
  unsubscribeUrl: 'https://bookwish.example/api/unsubscribe?token=a.b.c',
});

describe('notification emails', () => {
  it.each(KINDS.filter((kind) => !PROGRAM_EMAIL_KINDS.includes(kind)))(
    '%s: title and link in both parts, member text escaped in HTML',
    (kind) => {
      const email = renderEmail(input(kind));
      expect(email.subject).toContain('Les Misérables <script>');
      expect(email.text).toContain('Les Misérables <script>alert(1)</script>');
      expect(email.text).toContain('https://bookwish.example/wishlist/abc123');
      expect(email.text).toContain('https://bookwish.example/api/unsubscribe?token=a.b.c');
      expect(email.html).toContain('Les Misérables &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(email.html).not.toMatch(/<script|<i>/);
      expect(email.html).toContain('href="https://bookwish.example/wishlist/abc123"');
    },
  );

  it.each(PROGRAM_EMAIL_KINDS)(
    '%s (a program, no book): link in both parts, name escaped in HTML',
    (kind) => {
      const email = renderEmail(input(kind));
      expect(email.text).toContain('Zoë <i>Q</i>');
      expect(email.text).toContain('https://bookwish.example/wishlist/abc123');
      expect(email.text).toContain('https://bookwish.example/api/unsubscribe?token=a.b.c');
      expect(email.html).toContain('Zoë &lt;i&gt;Q&lt;/i&gt;');
      expect(email.html).toContain('href="https://bookwish.example/wishlist/abc123"');
    },
  );

  it('a title with a line break cannot add a header line to the subject', () => {
    expect(renderEmail({ ...input('giftSent'), bookTitle: 'A\r\nBcc: x@y.z' }).subject).not.toMatch(/[\r\n]/);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('unsubscribe tokens', () => {
  it('round-trips and rejects a token changed to another member, kind or generation, or signed with another secret', () => {
    const token = signUnsubscribe('secret', 'uid-1', 'turn', 2);
    expect(token.startsWith('unsubscribe.')).toBe(true);
    expect(verifyUnsubscribe('secret', token)).toEqual({ uid: 'uid-1', category: 'turn', generation: 2 });
    expect(verifyUnsubscribe('other', token)).toBeNull();
    const [purpose, , category, generation, sig] = token.split('.');
    const uid2 = Buffer.from('uid-2').toString('base64url');
    expect(verifyUnsubscribe('secret', `${purpose}.${uid2}.${category}.${generation}.${sig}`)).toBeNull();
    expect(verifyUnsubscribe('secret', token.replace('.turn.', '.updates.'))).toBeNull();
    expect(verifyUnsubscribe('secret', token.replace('.turn.2.', '.turn.3.'))).toBeNull();
    // The same MAC for another purpose never verifies as an unsubscribe link.
    expect(verifyUnsubscribe('secret', token.replace(/^unsubscribe\./, 'signin.'))).toBeNull();
    expect(verifyUnsubscribe('secret', 'garbage')).toBeNull();
  });

  it('accepts the links mailed before tokens named their purpose, as generation 0', () => {
    const payload = `${Buffer.from('uid-1').toString('base64url')}.alerts`;
    const legacy = `${payload}.${createHmac('sha256', 'secret').update(payload).digest('base64url')}`;
    expect(verifyUnsubscribe('secret', legacy)).toEqual({ uid: 'uid-1', category: 'alerts', generation: 0 });
  });
});

describe('member text in emails', () => {
  it('is plain and short: no link, no 2,048-character name, no control characters', () => {
    const email = renderEmail({
      ...input('requestReceived'),
      otherName: `Herbert${'x'.repeat(2048)}`,
      bookTitle: 'Dune: ACTION REQUIRED - verify your account at https://bookwish-verify.example now\u202e',
    });
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toContain('https://bookwish-verify');
      expect(part).not.toContain('bookwish-verify.example');
      expect(part).not.toContain('x'.repeat(50));
      expect(part).not.toContain('\u202e');
    }
    expect(email.subject).toContain('verify your account at bookwish-verify·example now');
    expect(email.text).toContain(`Herbert${'x'.repeat(42)}…`);
  });

  it('shows no address written with look-alikes: an ideographic dot, fullwidth letters, invisible marks', () => {
    const email = renderEmail({
      ...input('requestReceived'),
      otherName: 'Bookwish Support verify at bookwish-help\u3002support',
      bookTitle: 'Dune \uFF42\uFF4F\uFF4F\uFF4B\uFF57\uFF49\uFF53\uFF48.he\u034Flp',
    });
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toMatch(/bookwish-help[.\u3002]|ｂｏｏｋ|bookwish\.help/);
    }
    expect(email.text).toContain('Bookwish Support verify at bookwish-help·support');
    expect(email.subject).toContain('Dune bookwish·help');
  });

  it('mails a name that reads as an address as the name, with a dot no client links', () => {
    // "Anna.Kim" and "St.Help" are kept at sign-up (a name, a dot lost); a client would link them.
    for (const otherName of ['Anna.Kim', 'Bookwish St.Help']) {
      const email = renderEmail({ ...input('offerReceived'), otherName });
      const shown = otherName.replace('.', '·');
      expect(email.subject).toContain(shown);
      expect(email.subject).not.toContain('[link removed]');
      expect(email.html).toContain(shown);
      expect(email.text).not.toContain(otherName);
    }
  });

  it('says how many emails were folded into this one', () => {
    expect(renderEmail({ ...input('offerReceived'), folded: 3 }).text).toContain(
      'This post had 3 more changes since our last email about it',
    );
    expect(renderEmail(input('offerReceived')).text).not.toContain('more change');
  });
});
