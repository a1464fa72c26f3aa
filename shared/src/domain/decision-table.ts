// The wishlist's and the treat's decision tables (every command from every status by every role) are
// checked the same way: each cell is the outcome a member would get, as the HTTP status of the refusal
// or `ok` for an event, `del` for an accepted deletion. The runner is written once; each kind's test
// keeps its own table, roles, commands and stories.

import { describe, expect, it } from 'vitest';
import { decidePost, decidePostDeletion } from './post.ts';
import type { Actor, Post, PostKind, TreatCommand, WishlistCommand } from './types.ts';

const statusOf = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
} as const;

export interface DecisionTable {
  kind: PostKind;
  /** The id the stories gave the post. */
  postId: string;
  /** The roles in the order of each cell's outcomes; a visitor is null. */
  roles: [string, Actor | null][];
  /** `delete` is decided apart (decidePostDeletion); the table gives it a row like every command. */
  commands: Record<string, WishlistCommand | TreatCommand | 'delete'>;
  /** The kind's own statuses: status -> command -> one outcome per role, separated by spaces. The rows
   * every kind shares (posting again, a removed post, a post never made) are added below. */
  table: Record<string, Record<string, string>>;
  /** The post in a status, told as members would make it. */
  stateIn: (status: string) => Post;
}

function outcome(
  decision: { ok: true } | { ok: false; error: { code: string; message: string } },
  ok: string,
) {
  if (decision.ok) return ok;
  // Every refusal says why, in words a member can read.
  if (decision.error.message.length <= 10) return `unclear: ${decision.error.message}`;
  return String(statusOf[decision.error.code as keyof typeof statusOf] ?? decision.error.code);
}

/** What holds for a post of either kind: posting over one that exists conflicts; a removed post is
 * not found but to a volunteer (whose support actions conflict); one never made can only be posted. */
function withRowsOfEveryKind(table: DecisionTable['table'], commands: DecisionTable['commands']) {
  const everyCommand = (outcome: (command: string) => string) =>
    Object.fromEntries(Object.keys(commands).map((command) => [command, outcome(command)]));
  return {
    ...Object.fromEntries(
      Object.entries(table).map(([status, row]) => [status, { post: '401 409 409 409 409', ...row }]),
    ),
    removed: everyCommand((command) => (command === 'post' ? '401 409 409 409 409' : '401 404 404 404 409')),
    none: everyCommand((command) => (command === 'post' ? '401 ok ok ok ok' : '401 404 404 404 404')),
  };
}

export function describeDecisionTable(
  title: string,
  { kind, postId, roles, commands, table, stateIn }: DecisionTable,
) {
  const ctx = { postId, now: 1_726_000_000_000 };
  const decide = (state: Post | null, command: DecisionTable['commands'][string], actor: Actor | null) =>
    command === 'delete'
      ? outcome(decidePostDeletion(kind, state, actor, ctx), 'del')
      : outcome(decidePost(kind, state, command, actor, ctx), 'ok');

  describe(title, () => {
    const cases = Object.entries(withRowsOfEveryKind(table, commands)).flatMap(([status, row]) =>
      Object.entries(row).flatMap(([command, expected]) =>
        roles.map(([role, actor], i) => ({ status, command, role, actor, expected: expected.split(' ')[i] })),
      ),
    );
    it.each(cases)('$status / $command by $role -> $expected', ({ status, command, actor, expected }) => {
      const state = status === 'none' ? null : stateIn(status);
      const cmd = commands[command];
      if (!cmd) throw new Error(command);
      expect(decide(state, cmd, actor)).toBe(expected);
    });
  });
}
