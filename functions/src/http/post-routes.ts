// Route shapes shared by the wishlist and treat handlers, so each handler file is one line of intent:
// a list page, a detail read, or a transition (parse -> load -> decide -> append -> respond).
// Nothing here imports S3 or Cognito: routes that need them pass their own image check in.

import { messages } from '@bookwish/shared/domain/messages';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { listQuerySchema } from '@bookwish/shared/domain/schemas';
import { toSummary } from '@bookwish/shared/domain/timeline';
import type { Post, PostKind } from '@bookwish/shared/domain/types';
import type * as z from 'zod';
import { listAll } from '../store/event-store.ts';
import { InvalidCursorError, type Page } from '../store/paging.ts';
import { ApiError } from './api-error.ts';
import type { Caller } from './api-event.ts';
import { apiHandler, parse } from './api-handler.ts';
import { type CommandOf, loadPost, runCommand, viewFor } from './post-command.ts';
import { json } from './respond.ts';

const notFoundText = (kind: PostKind) =>
  kind === 'wishlist' ? messages.wishlist.notFound : messages.treat.notFound;

/** The {id} path parameter; anything that cannot be one of our ids is simply not found. */
export function postIdParam(kind: PostKind, params: Record<string, string | undefined>): string {
  const id = params.id;
  if (!id || !ID_PATTERN.test(id)) throw new ApiError('NOT_FOUND', notFoundText(kind));
  return id;
}

/** One page of cards: never private fields, whoever asks. */
export async function listResponse(read: () => Promise<Page<Post>>) {
  let page: Page<Post>;
  try {
    page = await read();
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new ApiError('VALIDATION', messages.common.invalidCursor, {
        cursor: messages.common.invalidCursor,
      });
    }
    throw error;
  }
  return json(200, { items: page.items.map(toSummary), nextCursor: page.nextCursor });
}

/** GET /api/{kind}s?limit=&cursor=: every post of the kind, newest first. Public: no token needed. */
export function listRoute(kind: PostKind) {
  return apiHandler({ auth: 'none' }, async ({ query }) => {
    const page = parse(listQuerySchema, query);
    return listResponse(() => listAll(kind, page));
  });
}

/** GET /api/{kind}s/{id}: the post, its timeline and the caller's role. */
export function detailRoute(kind: PostKind) {
  return apiHandler({ auth: 'optional' }, async ({ caller, params }) => {
    const id = postIdParam(kind, params);
    const post = await loadPost(kind, id);
    if (!post) throw new ApiError('NOT_FOUND', notFoundText(kind));
    // A volunteer takedown hides the post from members; volunteers still see what happened.
    if (post.removed && !caller?.volunteer) {
      throw new ApiError('NOT_FOUND', messages.post.removedByVolunteers);
    }
    return json(200, viewFor(post, caller));
  });
}

/** POST /api/{kind}s/{id}/{action}: body schema -> command -> the post as the caller now sees it. */
export function transitionRoute<K extends PostKind, S extends z.ZodType<{ expectedVersion?: number }>>(
  kind: K,
  schema: S,
  toCommand: (input: z.output<S>, caller: Caller) => CommandOf<K> | Promise<CommandOf<K>>,
  /** What a visitor reads (spec: "Please sign in before offering to buy a book."). */
  visitorMessage: string = messages.common.signInRequired,
) {
  return apiHandler({ auth: 'optional', body: true }, async ({ caller, params, body }) => {
    if (!caller) throw new ApiError('UNAUTHENTICATED', visitorMessage);
    const id = postIdParam(kind, params);
    const input = parse(schema, body);
    const command = await toCommand(input, caller);
    const post = await runCommand(kind, id, command, caller, {
      ...(input.expectedVersion === undefined ? {} : { expectedVersion: input.expectedVersion }),
    });
    return json(200, viewFor(post, caller));
  });
}
