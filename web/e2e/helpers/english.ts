// The English catalogue's texts for specs that check English pages: the same words the app shows,
// read from the data file (the app's own modules need the build's virtual catalogue module).
import { readFileSync } from 'node:fs';

const english = JSON.parse(
  readFileSync(new URL('../../../shared/src/i18n/catalogues/en/web.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** An English message with its {variables} filled (plain arguments only). */
export function en(key: string, values: Record<string, string> = {}): string {
  const message = english[key];
  if (message === undefined) throw new Error(`No English catalogue key ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
