// The exchange steps the API says the reader may take now (the decider tried on each), read for the
// screens: a button or form shows only for a step the answer lists, and a refused step shows the
// decider's own text. Nothing here decides who may act.
import type { PostAction } from '@bookwish/shared/domain/step-actions';
import type { ActionOf } from '@bookwish/shared/domain/step-routes';
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

type Facts = typeof stepFacts;

/** The kind of screen the step registry gives a step (shared/src/domain/steps: `ui`). */
export type UiOf<K extends PostKind, A> = A extends keyof Facts[K]
  ? Facts[K][A] extends { ui: infer U }
    ? U
    : never
  : never;

/** The screens taken below the timeline, in the order the page shows them: the reason dialogs'
 * buttons first (withdraw, decline), then the forms. Offer, Request and Report have their own places. */
const PANEL_ORDER = ['reason', 'address', 'parcel', 'receipt'] as const;
export type PanelUi = (typeof PANEL_ORDER)[number];

/** The steps of a kind whose screen sits below the timeline. */
export type PanelAction<K extends PostKind> = {
  [A in keyof Facts[K]]: UiOf<K, A> extends PanelUi ? A : never;
}[keyof Facts[K]] &
  ActionOf<K>;

/** A step below the timeline of either kind. */
export type AnyPanelAction = PanelAction<'wishlist'> | PanelAction<'treat'>;

export interface PanelStep<K extends PostKind> {
  action: PanelAction<K>;
  ui: PanelUi;
}

/** Every step the reader may take now below the timeline, each with its kind of screen (any number at
 * once): the API's answer says which are allowed, the registry what each one needs. */
export function panelSteps<K extends PostKind>(post: PostView<K>): PanelStep<K>[] {
  const facts = stepFacts[post.kind] as Record<string, { ui: string }>;
  const steps = (post.actions ?? [])
    .filter((a) => a.allowed)
    .map((a) => ({ action: a.action, ui: facts[a.action]?.ui }))
    .filter((s): s is PanelStep<K> => (PANEL_ORDER as readonly (string | undefined)[]).includes(s.ui));
  return steps.sort((a, b) => PANEL_ORDER.indexOf(a.ui) - PANEL_ORDER.indexOf(b.ui));
}

/** Whether the reader has a form to fill below the timeline (the page keeps room for it while it loads). */
export function hasStepForm<K extends PostKind>(post: PostView<K>): boolean {
  return panelSteps(post).some((step) => step.ui !== 'reason');
}
