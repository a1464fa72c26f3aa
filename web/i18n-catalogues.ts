// The language catalogues as the browser gets them: each shared/src/i18n/catalogues/<locale>/web.json
// (flat keys to ICU messages, the data volunteers edit) compiled by Lingui's message compiler at build
// time into its own module, so a phone never parses ICU and only the active language is fetched.
// Also the pseudo-locale (tests only: every message ~40% longer, accented) to catch text overflowing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

export const CATALOGUES_DIR = resolve(import.meta.dirname, '../shared/src/i18n/catalogues');
const INDEX = 'virtual:bookwish-catalogues';
const ONE = 'virtual:bookwish-catalogue/';
const FALLBACK = 'virtual:bookwish-fallback-words';
/** The few words shown when no catalogue arrives at all (main.tsx): each language's, inside the app's
 * entry, so a visitor whose catalogue and English's both fail reads them rather than short ids. */
const FALLBACK_KEYS = ['language.wordsMissing', 'msg.connection.retryNow'] as const;
export const PSEUDO_LOCALE = 'en-XA';
/** The marker of a module whose keys stay readable (it reads web.json by key). */
const READABLE_KEYS = 'i18n: readable keys';

type Compiled = string | CompiledPart[];
type CompiledPart = string | [string, string?, (string | Record<string, Compiled>)?];

export function readCatalogue(locale: string): Record<string, string> {
  const web = JSON.parse(readFileSync(`${CATALOGUES_DIR}/${locale}/web.json`, 'utf8')) as Record<
    string,
    string
  >;
  return { ...web, ...pageTexts(locale) };
}

/** The pages catalogue's titles and descriptions (pages.json, which the servers fill into a page's
 * head) under web keys: 'page./about.title' is 'pages.about.title', the home page's is
 * 'pages.home.title', 'notFound.title' is 'pages.notFound.title'. One entry for each text, so the tab's
 * title is the same before and after the app loads. */
export function pageTexts(locale: string): Record<string, string> {
  const file = `${CATALOGUES_DIR}/${locale}/pages.json`;
  if (!existsSync(file)) return {};
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(pages).map(([key, text]) => [
      `pages.${key.replace(/^page\.\/\./, 'home.').replace(/^page\.\//, '')}`,
      text,
    ]),
  );
}

/** The languages that have a web.json (a translation not yet there falls back to English). */
export function catalogueLocales(): string[] {
  return readdirSync(CATALOGUES_DIR).filter((dir) => existsSync(`${CATALOGUES_DIR}/${dir}/web.json`));
}

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};
const pad = ' ~ lörém ípsüm dölör sït ämét cönsëctétür àdïpïscïng élït séd dö éïüsmöd';

/** A text ~40% longer with accents: words stay readable, overflow shows. */
export function pseudoText(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  const accented = text.replace(/[A-Za-z]/g, (c) => accents[c] ?? c);
  const extra = Math.ceil(text.length * 0.4);
  return `${accented}${pad.repeat(Math.ceil(extra / pad.length) + 1).slice(0, extra)}`;
}

function pseudoCompiled(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((part): CompiledPart => {
    if (typeof part === 'string') return part === '#' ? part : pseudoText(part);
    const [name, type, format] = part;
    if (format && typeof format === 'object') {
      // A plural's `offset` is a number or undefined, not a text.
      const texts = Object.entries(format).map(([k, v]) => [
        k,
        typeof v === 'string' || Array.isArray(v) ? pseudoCompiled(v) : v,
      ]);
      return [name, type, Object.fromEntries(texts)];
    }
    return part;
  });
}

/** Each English key's short id: the code and the chunks carry `t('3f')`, not the long readable key
 * (the home page's initial JavaScript has a byte budget). Derived from English's key set, so every
 * language's chunk agrees. */
export function shortIds(): Map<string, string> {
  return new Map(
    Object.keys(readCatalogue('en'))
      .sort()
      .map((key, index) => [key, index.toString(36)]),
  );
}

export function compileCatalogue(locale: string, ids = shortIds()): Record<string, Compiled> {
  const pseudo = locale === PSEUDO_LOCALE;
  const source = readCatalogue(pseudo ? 'en' : locale);
  const out: Record<string, Compiled> = {};
  for (const [key, text] of Object.entries(source)) {
    const id = ids.get(key);
    if (id === undefined) continue; // a key English no longer has (the parity test names it)
    const compiled = compileMessage(text) as Compiled;
    out[id] = pseudo ? pseudoCompiled(compiled) : compiled;
  }
  return out;
}

export function linguiCatalogues(): Plugin {
  return {
    name: 'bookwish-lingui-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX || id === FALLBACK || id.startsWith(ONE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const locales = [...catalogueLocales(), PSEUDO_LOCALE];
        const entries = locales.map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(ONE + l)})`);
        return `export const catalogues = {${entries.join(',')}};`;
      }
      if (id === `\0${FALLBACK}`) {
        const words: Record<string, string[]> = {};
        for (const locale of catalogueLocales()) {
          const own = readCatalogue(locale);
          const english = readCatalogue('en');
          // Plain texts: a compiled message without variables is its parts joined (ICU quotes undone).
          words[locale] = FALLBACK_KEYS.map((key) => {
            const compiled = compileMessage(own[key] ?? english[key] ?? '') as Compiled;
            return typeof compiled === 'string' ? compiled : compiled.join('');
          });
        }
        return `export const fallbackWords = ${JSON.stringify(words)};`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const locale = id.slice(ONE.length + 1);
        for (const l of catalogueLocales()) this.addWatchFile(`${CATALOGUES_DIR}/${l}/web.json`);
        const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
        const ids = shortIds();
        const exports = [`export const messages = ${json(compileCatalogue(locale, ids))};`];
        // English's chunk also names the texts the server sends (msg.*, from messages.ts): the web
        // finds an API error's or a timeline step's key by its English words (lib/i18n/i18n.ts).
        if (locale === 'en') {
          const server = [...ids].filter(([key]) => key.startsWith('msg.')).map(([, id]) => id);
          exports.push(`export const serverIds = ${json(server)};`);
        }
        return exports.join('\n');
      }
      return null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // index.html's head script preloads the visitor's catalogue and the runtime by these names.
        const chunks: Record<string, string[]> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          const facade = output.facadeModuleId;
          const name = facade.startsWith(`\0${ONE}`)
            ? facade.slice(ONE.length + 1)
            : facade.endsWith('/lib/i18n/runtime.ts')
              ? 'runtime'
              : undefined;
          if (name) chunks[name] = [`/${output.fileName}`, ...output.imports.map((file) => `/${file}`)];
        }
        const html = bundle['index.html'];
        if (html?.type === 'asset' && typeof html.source === 'string') {
          html.source = html.source.replace('/*CATALOGUE_PRELOADS*/ {}', JSON.stringify(chunks));
        }
      },
    },
    transform(code, id) {
      // Every catalogue key written in web/src ('siteFooter.footer') becomes its short id. So a key is
      // always written out whole in the code, never built from parts.
      // A file that reads the catalogues' JSON itself keeps the readable keys (it says so).
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || code.includes(READABLE_KEYS)) return null;
      const ids = shortIds();
      const out = code.replace(/'([A-Za-z][A-Za-z0-9_]*\.[A-Za-z0-9_.]+)'/g, (whole, key: string) => {
        const short = ids.get(key);
        return short === undefined ? whole : `'${short}'`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
