// The exchange steps the API says the reader may take now (the decider tried on each), read for the
// screens: a button or form shows only for a step the answer lists, and a refused step shows the
// decider's own text. Nothing here decides who may act.
import type { PostAction } from '@bookwish/shared/domain/step-actions';
import { type ActionOf, actionsOf } from '@bookwish/shared/domain/step-routes';
import { stepFacts } from '@bookwish/shared/domain/steps/index';
import type { PostKind } from '@bookwish/shared/domain/types';
import { serverText } from '../../../lib/i18n/i18n.ts';
import type { PostView } from '../api/post-types.ts';

export function actionIn<K extends PostKind>(
  post: PostView<K>,
  action: ActionOf<K>,
): PostAction<ActionOf<K>> | undefined {
  return (post.actions as PostAction<ActionOf<K>>[] | undefined)?.find((a) => a.action === action);
}

export function allows<K extends PostKind>(post: PostView<K>, action: ActionOf<K>): boolean {
  return actionIn(post, action)?.allowed === true;
}

/** A post's main step (Offer, Request) as its button shows it: absent when the answer does not list
 * it; `unavailable` (disabled, the reason beside it) for a refusal a member cannot lift; `blocked`,
 * what the panel says instead of letting the step be sent (a visitor's sign-in text). */
export function panelStep<K extends PostKind>(
  post: PostView<K>,
  action: ActionOf<K>,
): { unavailable: string | null; blocked: string | null; signIn: boolean } | null {
  const listed = actionIn(post, action);
  if (!listed) return null;
  if (listed.allowed) return { unavailable: null, blocked: null, signIn: false };
  const signIn = listed.signIn === true;
  // The decider's reason comes in the server's English: shown in the reader's language.
  const reason = listed.reason === null || listed.reason === undefined ? null : serverText(listed.reason);
  return { unavailable: signIn ? null : reason, blocked: reason, signIn };
}

/** The steps taken through a form below the timeline, in the order a page looks for them. */
const FORM_STEPS: { [K in PostKind]: readonly ActionOf<K>[] } = {
  wishlist: ['confirm', 'fulfil', 'close'],
  treat: ['ship', 'close'],
};

/** The form step the reader may take now, if any (at most one is allowed at a time). */
export function formStep<K extends PostKind>(post: PostView<K>): ActionOf<K> | null {
  const steps = FORM_STEPS[post.kind as K] as readonly ActionOf<K>[];
  return steps.find((action) => allows(post, action)) ?? null;
}

type Facts<K extends PostKind> = (typeof stepFacts)[K];

/** The steps whose screen is a dialog asking an optional reason (`ui: 'reason'` in the step registry:
 * withdraw, decline). */
export type ReasonAction<K extends PostKind> = K extends PostKind
  ? { [A in keyof Facts<K>]: Facts<K>[A] extends { ui: 'reason' } ? A : never }[keyof Facts<K>]
  : never;

/** Every reason step the reader may take now, in the registry's order (any number at once). */
export function reasonSteps<K extends PostKind>(post: PostView<K>): ReasonAction<K>[] {
  const kind = post.kind as K;
  const facts = stepFacts[kind] as Record<string, { ui: string }>;
  return actionsOf(kind).filter(
    (action) => facts[action]?.ui === 'reason' && allows(post, action),
  ) as ReasonAction<K>[];
}
