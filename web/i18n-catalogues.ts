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
export const PSEUDO_LOCALE = 'en-XA';

type Compiled = string | CompiledPart[];
type CompiledPart = string | [string, string?, (string | Record<string, Compiled>)?];

export function readCatalogue(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(`${CATALOGUES_DIR}/${locale}/web.json`, 'utf8')) as Record<string, string>;
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
      return [name, type, Object.fromEntries(Object.entries(format).map(([k, v]) => [k, pseudoCompiled(v)]))];
    }
    return part;
  });
}

export function compileCatalogue(locale: string): Record<string, Compiled> {
  const pseudo = locale === PSEUDO_LOCALE;
  const source = readCatalogue(pseudo ? 'en' : locale);
  const out: Record<string, Compiled> = {};
  for (const [key, text] of Object.entries(source)) {
    const compiled = compileMessage(text) as Compiled;
    out[key] = pseudo ? pseudoCompiled(compiled) : compiled;
  }
  return out;
}

/** English texts that the server (messages.ts) sends, to their key: how the web shows an API error or a
 * timeline step in the member's language. A text with a variable becomes a pattern. */
export function serverTextIndex(): { exact: Record<string, string>; patterns: [string, string, string[]][] } {
  const exact: Record<string, string> = {};
  const patterns: [string, string, string[]][] = [];
  for (const [key, text] of Object.entries(readCatalogue('en'))) {
    if (!key.startsWith('msg.')) continue;
    const names: string[] = [];
    const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    if (!/\{\w+\}/.test(text)) {
      exact[text] = key;
      continue;
    }
    const source = escaped.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    patterns.push([`^${source}$`, key, names]);
  }
  return { exact, patterns };
}

export function linguiCatalogues(): Plugin {
  return {
    name: 'bookwish-lingui-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX || id.startsWith(ONE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const locales = [...catalogueLocales(), PSEUDO_LOCALE];
        const entries = locales.map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(ONE + l)})`);
        return `export const catalogues = {${entries.join(',')}};`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const locale = id.slice(ONE.length + 1);
        for (const l of catalogueLocales()) this.addWatchFile(`${CATALOGUES_DIR}/${l}/web.json`);
        return [
          `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(locale)))});`,
          `export const serverTexts = JSON.parse(${JSON.stringify(JSON.stringify(serverTextIndex()))});`,
        ].join('\n');
      }
      return null;
    },
  };
}
