// How server-texts.ts is made from the English catalogue: every `msg.*` text of
// catalogues/en/web.json, one exported object a group (`msg.auth.*` is `authTexts`), so the English
// words of a server text are written once, in the catalogue the translations sit beside. Nothing
// bundled imports this file (a bundle would carry the whole catalogue); its test holds server-texts.ts
// to the catalogue. After adding or changing a msg.* text in en/web.json: `npm run server-texts`
// (functions/src/cli/server-texts.ts writes the file).

import english from '../i18n/catalogues/en/web.json' with { type: 'json' };

export type TextTree = { [name: string]: string | TextTree };

/** A variable the server fills in itself: `{name}` or `{name, number}`. Anything richer (a plural, a
 * select, ICU quoting) would need a message formatter in every bundle that carries the texts. */
const PLAIN_VARIABLE = /\{[A-Za-z]+(, number)?\}/g;

/** The msg.* texts by group, nested as their keys are ('msg.support.actionDone.reopen'). */
export function deriveServerTexts(catalogue: Record<string, string> = english): Record<string, TextTree> {
  const groups: Record<string, TextTree> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    const [prefix, group, ...path] = key.split('.');
    if (prefix !== 'msg' || !group || path.length === 0) continue;
    const rest = text.replace(PLAIN_VARIABLE, '');
    if (/[{}]|''|'[{}]/.test(rest)) {
      throw new Error(`${key}: a server text may only carry {name} and {name, number} variables`);
    }
    groups[group] ??= {};
    let node = groups[group];
    for (const name of path.slice(0, -1)) {
      const next = node[name] ?? {};
      if (typeof next === 'string') throw new Error(`${key}: ${name} is both a text and a group`);
      node[name] = next;
      node = next;
    }
    node[path[path.length - 1] as string] = text;
  }
  return groups;
}

/** The name of a shared text's constant: 'msg.post.titleRequired' is postTitleRequired. */
function constantName(group: string, path: readonly string[]): string {
  return [group, ...path.map((name) => name.charAt(0).toUpperCase() + name.slice(1))].join('');
}

/** server-texts.ts as the catalogue makes it (before biome formats it): each group an object of its
 * texts; words that several keys share (a required field, a title) a constant the groups name, so
 * a bundle carries them once. */
export function serverTextsSource(catalogue: Record<string, string> = english): string {
  const groups = Object.entries(deriveServerTexts(catalogue)).sort(([a], [b]) => a.localeCompare(b));
  const uses = new Map<string, number>();
  const count = (tree: TextTree): void => {
    for (const value of Object.values(tree)) {
      if (typeof value === 'string') uses.set(value, (uses.get(value) ?? 0) + 1);
      else count(value);
    }
  };
  for (const [, tree] of groups) count(tree);
  const constants: string[] = [];
  const shared = new Map<string, string>();
  const objectOf = (group: string, tree: TextTree, path: string[]): string => {
    const entries = Object.entries(tree).map(([name, value]) => {
      if (typeof value !== 'string') return `${name}: ${objectOf(group, value, [...path, name])}`;
      if ((uses.get(value) ?? 0) < 2) return `${name}: ${JSON.stringify(value)}`;
      let constant = shared.get(value);
      if (!constant) {
        constant = constantName(group, [...path, name]);
        shared.set(value, constant);
        constants.push(`const ${constant} = ${JSON.stringify(value)};`);
      }
      return `${name}: ${constant}`;
    });
    return `{ ${entries.join(', ')} }`;
  };
  const objects = groups.map(
    ([group, tree]) => `export const ${group}Texts = ${objectOf(group, tree, [])} as const;`,
  );
  return [
    '// The English words of every server text (the msg.* keys of catalogues/en/web.json), made by',
    '// server-texts.derive.ts (npm run server-texts), never by hand: a text is written once, in the',
    '// catalogue, and its test holds this file to it. messages.ts gives them their names in the code',
    '// and fills in variables.',
    '',
    ...constants,
    '',
    ...objects,
    '',
  ].join('\n');
}
