// The <head> of a book drive's page (/drive/{id}) as a shared link previews it: the drive's name and
// purpose in the visitor's language (English where a volunteer has not translated them), its progress,
// and the Open Graph and Twitter card tags. Pure; every value is escaped (the words are volunteers').

import type { DriveField } from '../domain/drives.ts';
import { type ProgramTexts, programText } from '../domain/program-texts.ts';
import type { Locale } from '../i18n/locales.ts';
import { type HeadTags, previewTags } from './share-tags.ts';

/** A preview's description stops here, at a word, as crawlers cut longer ones anyway. */
const DESCRIPTION_MAX = 200;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

export function driveHead(
  drive: { id: string; texts: ProgramTexts<DriveField> },
  origin: string,
  locale: Locale,
): HeadTags {
  const name = programText(drive.texts, 'name', locale).text;
  const title = `${name} · Bookwish`;
  const description = shortened(programText(drive.texts, 'purpose', locale).text);
  const url = `${origin}/drive/${encodeURIComponent(drive.id)}`;
  const tags = previewTags({ type: 'website', title, description, url, card: 'summary' });
  return { title, description, meta: tags.join('\n    ') };
}
