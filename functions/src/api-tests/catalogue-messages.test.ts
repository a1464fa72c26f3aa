// Every error the API answers, route by route, is a text of the English catalogue (a msg.* key) that
// every other language translates: the web shows a member an API error by its key, so a text the
// catalogue lacks reaches a French or Persian member in English. The routes come from the route table
// and the bodies and queries from the zod schemas' field names, each set to the values a caller can
// get wrong; the callers are a visitor, a member and a volunteer, each new for each route (a route
// that succeeds, sign-out everywhere say, ends nobody else's session).
// i18n: readable keys (this file reads the catalogues by key).

import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES } from '@bookwish/shared/i18n/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { type Answer, call, expectOk, member, treatBody, volunteer, wishlistBody } from './client.ts';

const shared = resolve(import.meta.dirname, '../../../shared/src');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(`${shared}/i18n/catalogues/${locale}/web.json`, 'utf8')) as Record<string, string>;
const english = catalogue('en');
const translations = LOCALES.filter((locale) => locale !== 'en').map((locale) => ({
  locale,
  texts: catalogue(locale),
}));

/** Each server text's words as a pattern: a variable ({max}, {days, number}) matches what fills it. */
const serverTexts = Object.entries(english)
  .filter(([key]) => key.startsWith('msg.'))
  .map(([key, text]) => ({
    key,
    pattern: new RegExp(
      `^${text
        .split(/\{[A-Za-z]+(?:, number)?\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?')}$`,
      's',
    ),
  }));
const keyOf = (text: string) => serverTexts.find(({ pattern }) => pattern.test(text))?.key;

/** Every field name the schemas know (request bodies and query strings alike). */
async function fieldNames(): Promise<string[]> {
  const dir = `${shared}/domain/schemas`;
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => /^[a-z-]+\.ts$/.test(f) && !f.endsWith('.derive.ts'))) {
    const module = (await import(`${dir}/${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const shape = (value as { _zod?: { def?: { shape?: Record<string, unknown> } } } | null)?._zod?.def
        ?.shape;
      for (const name of Object.keys(shape ?? {})) names.add(name);
    }
  }
  return [...names].sort();
}

/** What a caller can get wrong in a body: broken JSON, no object, nothing, and every field at once
 * of the wrong type, blank, too long or a list. */
function badBodies(fields: readonly string[]): { raw?: string; body?: unknown }[] {
  const every = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [
    { raw: '{"title": ' },
    { raw: '[1, 2]' },
    { body: {} },
    { body: every(7) },
    { body: every('') },
    { body: every('x'.repeat(5001)) },
    { body: every(['x']) },
  ];
}

/** A query string's length at most: every field at once with a long value outgrew the request-line
 * limit of servers (Node's 16 KB of headers; API Gateway's 10 KB), which answer before any function. */
const QUERY_MAX = 8000;

function badQueries(fields: readonly string[]): string[] {
  // Every field with the value, in as few queries as keep each under QUERY_MAX.
  const every = (value: string) => {
    const queries: string[] = [];
    let pairs: [string, string][] = [];
    for (const field of fields) {
      const next = [...pairs, [field, value] as [string, string]];
      if (pairs.length > 0 && new URLSearchParams(next).toString().length > QUERY_MAX) {
        queries.push(new URLSearchParams(pairs).toString());
        pairs = [[field, value]];
      } else pairs = next;
    }
    return [...queries, new URLSearchParams(pairs).toString()];
  };
  return ['', ...every('zzz'), ...every('-1'), ...every('x'.repeat(300))];
}

let ids: { wishlist: string; treat: string; uid: string };
let fields: string[];

beforeAll(async () => {
  fields = await fieldNames();
  const owner = member('Olive Owner');
  const wish = expectOk(
    await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody() }),
    'wish',
  );
  const treat = expectOk(
    await call('POST', '/api/treats', { token: owner.token, body: treatBody() }),
    'treat',
  );
  ids = { wishlist: wish.body.id, treat: treat.body.id, uid: owner.uid };
});

/** The route's path with its post, or one that does not exist. */
function paths(path: string): string[] {
  if (!path.includes('{')) return [path];
  const known = path
    .replace('{uid}', ids.uid)
    .replace('{id}', path.startsWith('/api/treats/') ? ids.treat : ids.wishlist);
  return [known, path.replace(/\{[a-z]+\}/gi, 'no-such-id')];
}

/** Each error text of an answer (its message and each field's), with where it came from. A page
 * (the unsubscribe link's, in the language the link names from unsubscribe.json) is not an API error. */
function errorTexts(where: string, answer: Answer): { where: string; text: string }[] {
  if (answer.status < 400 || answer.headers.get('content-type')?.startsWith('text/html')) return [];
  const error = answer.body?.error as { message?: unknown; fields?: Record<string, unknown> } | undefined;
  if (typeof error?.message !== 'string')
    return [{ where, text: `(no error message) ${answer.text.slice(0, 80)}` }];
  return [error.message, ...Object.values(error.fields ?? {})].map((text) => ({ where, text: String(text) }));
}

describe('every error the API answers', () => {
  it('is a catalogue text that every other language translates', { timeout: 600_000 }, async () => {
    const answered: { where: string; text: string }[] = [];
    const asks = routes.flatMap((route) =>
      paths(route.path).flatMap((path) =>
        route.method === 'GET'
          ? badQueries(fields).map((query) => ({ route, path: query ? `${path}?${query}` : path, send: {} }))
          : badBodies(fields).map((send) => ({ route, path, send })),
      ),
    );
    // A few at a time: each ask has its own callers, so the order does not matter.
    for (let i = 0; i < asks.length; i += 8) {
      await Promise.all(
        asks.slice(i, i + 8).map(async ({ route, path, send }) => {
          // A forged volunteer acts under the seeded volunteer's pool account (client.ts): on a route
          // that changes the caller's own account (delete it, sign out everywhere, a new name) it
          // would end Vera's for every other file of the run. A member stands for the caller there.
          const ownAccount = route.path.startsWith('/api/me') && route.method !== 'GET';
          for (const caller of ownAccount ? [undefined, member()] : [undefined, member(), volunteer()]) {
            const answer = await call(route.method, path, { ...send, token: caller?.token });
            const who = caller ? (caller.name.startsWith('Volunteer') ? 'volunteer' : 'member') : 'visitor';
            answered.push(...errorTexts(`${route.method} ${path.slice(0, 60)} (${who})`, answer));
          }
        }),
      );
    }

    const strangers = answered.filter(({ text }) => keyOf(text) === undefined);
    expect(strangers.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    const keys = new Set(answered.map(({ text }) => keyOf(text)));
    const untranslated = [...keys].flatMap((key) =>
      translations
        .filter(({ texts }) => !texts[key ?? ''] || texts[key ?? ''] === english[key ?? ''])
        .map(({ locale }) => `${locale} ${key}`),
    );
    expect(untranslated).toEqual([]);
    // The walk meets the refusals of validation, sign-in, permission, a missing post and a wrong state.
    console.info(`${answered.length} error texts answered, ${keys.size} catalogue keys among them`);
    expect(keys.size).toBeGreaterThan(25);
  });
});
