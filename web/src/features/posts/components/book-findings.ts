// A looked-up book meets the form as the member has it by then (on a slow link they may have typed the
// title and author and picked their own photo meanwhile). The rule: what a member typed or chose is
// never replaced without their word. An empty field takes the catalogue's value at once; a field the
// member filled otherwise keeps theirs, and the catalogue's values are offered beside the form.

/** What a found book puts in the form (only the fields it has). */
export interface BookFill {
  title?: string;
  author?: string;
  cover?: File | null;
}

/** The book's fields as the form holds them now. */
export interface FormBook {
  title: string;
  author: string;
  cover: File | null;
}

export interface SortedFindings {
  /** Goes into the form at once: the found values of fields the member left empty. */
  fill: BookFill;
  /** Offered beside the form when a found value differs from one the member put there: all of the
   * found book, for one "Use these"; null when nothing the member put there would change. */
  offer: BookFill | null;
}

export function sortFindings(found: BookFill, form: FormBook): SortedFindings {
  const fill: BookFill = {};
  let differs = false;
  for (const field of ['title', 'author'] as const) {
    const value = found[field]?.trim();
    if (!value) continue;
    const theirs = form[field].trim();
    if (!theirs) fill[field] = value;
    else if (theirs !== value) differs = true;
  }
  if (found.cover) {
    if (form.cover) differs = true;
    else fill.cover = found.cover;
  }
  return { fill, offer: differs ? found : null };
}
