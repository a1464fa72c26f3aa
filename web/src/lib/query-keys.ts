// Query keys in one table, so a mutation invalidates exactly what it changed.
import type { PostKind } from '@bookwish/shared/domain/types';

export const queryKeys = {
  /** Everything about one kind: every list and every detail of wishlists (or treats). */
  kind: (kind: PostKind) => [kind] as const,
  lists: (kind: PostKind) => [kind, 'list'] as const,
  list: (kind: PostKind, scope: string, limit: number, cursor: string | null) =>
    [kind, 'list', scope, limit, cursor] as const,
  post: (kind: PostKind, id: string) => [kind, 'post', id] as const,
};
