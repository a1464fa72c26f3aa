// The book types (shared/domain/constants.ts) as a reader sees them: the stored value stays English.
import { type CatalogueKey, formatList, t } from './i18n.ts';

const typeKeys: Record<string, CatalogueKey> = {
  Fiction: 'bookType.fiction',
  Nonfiction: 'bookType.nonfiction',
  Textbook: 'bookType.textbook',
  Other: 'bookType.other',
};

export function bookTypeText(type: string): string {
  const key = typeKeys[type];
  return key ? t(key) : type;
}

/** "Fiction, Other" in the reader's language and list style. */
export function bookTypesText(types: readonly string[]): string {
  return formatList(types.map(bookTypeText));
}
