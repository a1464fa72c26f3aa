// Every exchange step of both kinds, declared once (spec section 4): its request body, the command it
// becomes, its rate-limit class, its route and the emails its event sends. The API's routes and its one
// transition use case are generated from this table, the web derives its action names and request
// bodies from it, and `actionsFor` tells a reader which steps they may take now (the decider tried on
// each command), so nobody re-derives who may act.

import type * as z from 'zod';
import { decidePost } from './post.ts';
import { parcelOf } from './schemas/parcel.ts';
import {
  closeSchema,
  confirmSchema,
  endExchangeSchema,
  fulfilSchema,
  offerSchema,
  reportSchema,
  requestSchema,
  shipSchema,
  takeOffWallSchema,
} from './schemas/transitions.ts';
import {
  type ActionOf,
  actionsOf,
  type ExchangeAction,
  type StepRoute,
  stepRoute,
  type TreatAction,
  type WishlistAction,
} from './step-routes.ts';
import type {
  Actor,
  Post,
  PostKind,
  ReceiptData,
  StoredImage,
  TreatCommand,
  WishlistCommand,
} from './types.ts';

/** A thank-you photo once the image pipeline attached it (only a step with `photo` gets one). */
export interface AttachedPhoto {
  url: string;
  image: StoredImage;
}

type CommandOfKind<K extends PostKind> = K extends 'wishlist' ? WishlistCommand : TreatCommand;

export interface ExchangeStep<K extends PostKind, S extends z.ZodType = z.ZodType> {
  /** The request body, checked at the boundary (field rules live in schemas/transitions.ts). */
  schema: S;
  /** The decider's command for a parsed body (and the attached photo, for a step that takes one). */
  command: (body: z.output<S>, photo: AttachedPhoto | null) => CommandOfKind<K>;
  /** The email kinds the step's event sends (the notifier's names), to whom is the notifier's rule. */
  emails: readonly string[];
}

function step<K extends PostKind, S extends z.ZodType>(definition: ExchangeStep<K, S>) {
  return definition;
}

const receipt = (body: z.output<typeof closeSchema>, photo: AttachedPhoto | null) => {
  const data: ReceiptData = {
    thankYouNote: body.thankYouNote,
    thankYouPhotoURL: photo?.url ?? '',
    ...(photo ? { thankYouPhoto: photo.image } : {}),
    ...(body.onWall === true ? { onWall: true } : {}),
  };
  return { type: 'close' as const, ...data };
};

/** Report (domain/reports.ts): any member but the owner, once a post; counted with the steps. */
const report = <K extends PostKind>() =>
  step<K, typeof reportSchema>({
    schema: reportSchema,
    command: (body) => ({ type: 'report', reason: body.reason, note: body.note }) as CommandOfKind<K>,
    emails: [],
  });

// Exactly the steps of step-routes.ts (their order, rate-limit class and photo live there, schema-free).
const wishlistSteps = {
  offer: step<'wishlist', typeof offerSchema>({
    schema: offerSchema,
    command: () => ({ type: 'offer' }),
    emails: ['offerReceived'],
  }),
  confirm: step<'wishlist', typeof confirmSchema>({
    schema: confirmSchema,
    command: (body) => ({ type: 'confirm', shippingAddress: body.shippingAddress }),
    emails: ['addressShared'],
  }),
  fulfil: step<'wishlist', typeof fulfilSchema>({
    schema: fulfilSchema,
    command: (body) => ({
      type: 'fulfil',
      fulfillmentMessage: body.fulfillmentMessage,
      parcel: parcelOf(body),
    }),
    emails: ['giftSent'],
  }),
  close: step<'wishlist', typeof closeSchema>({
    schema: closeSchema,
    command: receipt,
    emails: ['wishThanked'],
  }),
  withdraw: step<'wishlist', typeof endExchangeSchema>({
    schema: endExchangeSchema,
    command: (body) => ({ type: 'withdraw', reason: body.reason }),
    emails: ['offerWithdrawn'],
  }),
  decline: step<'wishlist', typeof endExchangeSchema>({
    schema: endExchangeSchema,
    command: (body) => ({ type: 'decline', reason: body.reason }),
    emails: ['offerDeclined'],
  }),
  takeOffWall: step<'wishlist', typeof takeOffWallSchema>({
    schema: takeOffWallSchema,
    command: () => ({ type: 'takeOffWall' }),
    emails: [],
  }),
  report: report<'wishlist'>(),
} satisfies Record<WishlistAction, ExchangeStep<'wishlist', z.ZodType>>;

const treatSteps = {
  request: step<'treat', typeof requestSchema>({
    schema: requestSchema,
    command: (body) => ({
      type: 'request',
      shippingAddress: body.shippingAddress,
      requestMessage: body.requestMessage,
    }),
    emails: ['requestReceived'],
  }),
  ship: step<'treat', typeof shipSchema>({
    schema: shipSchema,
    command: (body) => ({ type: 'ship', shippedMessage: body.shippedMessage, parcel: parcelOf(body) }),
    emails: ['treatShipped'],
  }),
  close: step<'treat', typeof closeSchema>({
    schema: closeSchema,
    command: receipt,
    emails: ['treatThanked'],
  }),
  withdraw: step<'treat', typeof endExchangeSchema>({
    schema: endExchangeSchema,
    command: (body) => ({ type: 'withdraw', reason: body.reason }),
    emails: ['requestWithdrawn'],
  }),
  decline: step<'treat', typeof endExchangeSchema>({
    schema: endExchangeSchema,
    command: (body) => ({ type: 'decline', reason: body.reason }),
    emails: ['requestDeclined'],
  }),
  takeOffWall: step<'treat', typeof takeOffWallSchema>({
    schema: takeOffWallSchema,
    command: () => ({ type: 'takeOffWall' }),
    emails: [],
  }),
  report: report<'treat'>(),
} satisfies Record<TreatAction, ExchangeStep<'treat', z.ZodType>>;

/** The table: kind -> action -> step. The order is the order a reader meets the steps. */
export const exchangeSteps = { wishlist: wishlistSteps, treat: treatSteps } as const;

type Steps = typeof exchangeSteps;

export type { ActionOf, ExchangeAction, TreatAction, WishlistAction } from './step-routes.ts';
export { actionSlug, actionsOf, stepPath } from './step-routes.ts';
/** The request body of one step, as the web sends it. */
export type StepBody<K extends PostKind, A extends ActionOf<K>> = z.input<
  K extends 'wishlist'
    ? Steps['wishlist'][A & WishlistAction]['schema']
    : Steps['treat'][A & TreatAction]['schema']
>;

/** One step whole: its body, command and emails, with its route facts (limit, photo). */
export function exchangeStep<K extends PostKind>(kind: K, action: ActionOf<K>): ExchangeStep<K> & StepRoute {
  const definition = (exchangeSteps[kind] as unknown as Record<string, ExchangeStep<K>>)[
    action
  ] as ExchangeStep<K>;
  return { ...stepRoute(kind, action), ...definition };
}

/** One step as a reader of the post may see it now: allowed, or refused with the decider's text.
 * `signIn` marks a refusal that only asks a visitor to sign in (the step's panel still opens). */
export type PostAction<A extends string = ExchangeAction> =
  | { action: A; allowed: true }
  | { action: A; allowed: false; reason: string; signIn?: true };

/** Every step of the post's kind, tried on the decider as `actor` would take it at `now` (no body yet:
 * field rules are the schema's, checked when the step is sent). Tells, never changes; the decider
 * gets the same clock as when the step is sent, so a refusal may depend on the time. */
export function actionsFor<K extends PostKind>(
  post: Post & { kind: K },
  actor: Actor | null,
  now: number,
): PostAction<ActionOf<K>>[] {
  return actionsOf(post.kind).map((action) => {
    const probe = exchangeStep(post.kind, action).command({} as never, null);
    const decide = (who: Actor | null) => decidePost(post.kind, post, probe, who, { postId: post.id, now });
    if (!actor) {
      // A visitor is asked to sign in, unless the post's state refuses the step to any member now (a
      // wish already offered on, a closed treat): then they read that, as a member would.
      const asMember = decide(ANY_MEMBER);
      if (!asMember.ok && asMember.error.code === 'CONFLICT') {
        return { action, allowed: false as const, reason: asMember.error.message };
      }
    }
    const decision = decide(actor);
    if (decision.ok) return { action, allowed: true as const };
    const refused = { action, allowed: false as const, reason: decision.error.message };
    return decision.error.code === 'UNAUTHENTICATED' ? { ...refused, signIn: true as const } : refused;
  });
}

/** A signed-in member who is no party of any post: what the post's state alone says to a member. */
const ANY_MEMBER: Actor = { uid: '', name: '' };
