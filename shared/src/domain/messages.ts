// Every member-facing text the server writes, by name. The words are the English catalogue's
// (catalogues/en/web.json, its msg.* keys), brought in by server-texts.ts, which is made from it: a
// new text is written once, in English, beside its translations, and reached here as
// `<group>Messages.<name>`. tsc refuses a name the catalogue does not have. What this file adds is the
// filling in of variables: a number from a constant, a list of titles, a date. Spec texts (sections
// 2, 4, 5, 7, 8) are word for word in the catalogue (messages.test.ts holds them).

import { DRIVE_GOAL_MAX, EARLY_HANDOVER_MINUTES, HOLD_DAYS, LIST_PAGE_SIZE_MAX } from './constants.ts';
import {
  authTexts,
  booksTexts,
  commonTexts,
  connectionTexts,
  contactTexts,
  deadlineTexts,
  drivesTexts,
  exportTexts,
  giveawayTexts,
  listsTexts,
  meetingTexts,
  pagesTexts,
  parcelTexts,
  postTexts,
  pushTexts,
  reportsTexts,
  searchTexts,
  settingsTexts,
  spotlightTexts,
  supportTexts,
  thanksWallTexts,
  timelineTexts,
  treatTexts,
  wishlistTexts,
} from './server-texts.ts';

/** The variables a catalogue text names: `{max}` or `{days, number}` gives 'max' | 'days'. */
type VariableNames<Text extends string> = Text extends `${string}{${infer Inner}}${infer Rest}`
  ? (Inner extends `${infer Name}, number` ? Name : Inner) | VariableNames<Rest>
  : never;

/** A catalogue text with its variables filled in. A number is written in plain digits, without
 * grouping: the web reads it back from the English words and formats it in the reader's language
 * ("1000" becomes 1,000 or ۱٬۰۰۰; "1,000" would not read as a number). tsc names a variable left out
 * or one the text does not have. */
export function fill<Text extends string>(
  text: Text,
  values: { readonly [Name in VariableNames<Text>]: string | number },
): string {
  const given = values as Readonly<Record<string, string | number>>;
  return text.replace(/\{([A-Za-z]+)(?:, number)?\}/g, (whole, name: string) => {
    const value = given[name];
    return value === undefined ? whole : String(value);
  });
}

/** A group's texts with some of them replaced by what fills them in. Each group is made by a call
 * marked pure that takes no arguments: a bundler keeps a call whose arguments it cannot prove harmless
 * (a `fill` in them), and a function should carry only the groups it imports. */
function withFilled<Texts extends object, Filled extends object>(
  texts: Texts,
  filled: Filled,
): Omit<Texts, keyof Filled> & Filled {
  return { ...texts, ...filled };
}

/** A post that is not there (or not for this reader), by kind: what every post read may answer. */
export const notFoundMessages = { wishlist: wishlistTexts.notFound, treat: treatTexts.notFound } as const;

export const commonMessages = /* @__PURE__ */ (() =>
  withFilled(commonTexts, {
    invalidLimit: fill(commonTexts.invalidLimit, { max: LIST_PAGE_SIZE_MAX }),
    /** Field length bounds (our addition). */
    tooLong: (max: number) => fill(commonTexts.tooLong, { max }),
  }))();

export const authMessages = /* @__PURE__ */ (() =>
  withFilled(authTexts, {
    /** DELETE /api/me while the member is a party to an exchange in progress (our addition). */
    accountExchangeInProgress: (titles: readonly string[]) =>
      fill(authTexts.accountExchangeInProgress, { titles: titles.map((t) => `"${t}"`).join(', ') }),
  }))();

/** Texts shared by wishlists and treats. */
export const postMessages = postTexts;

export const wishlistMessages = /* @__PURE__ */ (() =>
  withFilled(wishlistTexts, {
    moreTimeBody: (days: number) => fill(wishlistTexts.moreTimeBody, { days }),
  }))();

export const treatMessages = treatTexts;

/** Activity timeline (spec section 4): the hold timers' days come from the constants. */
export const timelineMessages = /* @__PURE__ */ (() =>
  withFilled(timelineTexts, {
    offerLapsed: fill(timelineTexts.offerLapsed, { days: HOLD_DAYS.shareAddress }),
    giftLapsed: fill(timelineTexts.giftLapsed, { days: HOLD_DAYS.sendGift }),
    requestLapsed: fill(timelineTexts.requestLapsed, { days: HOLD_DAYS.shipTreat }),
    moreTime: (days: number) => fill(timelineTexts.moreTime, { days }),
  }))();

/** Hold timers: what the member who must act sees on the post and in the profile. */
export const deadlineMessages = {
  shareAddress: (date: string) => fill(deadlineTexts.shareAddress, { date }),
  sendGift: (date: string) => fill(deadlineTexts.sendGift, { date }),
  shipTreat: (date: string) => fill(deadlineTexts.shipTreat, { date }),
  proposeMeeting: (date: string) => fill(deadlineTexts.proposeMeeting, { date }),
} as const;

/** Handing a treat over in person: the meeting's refusals and Activity lines (domain/meeting.ts). */
export const meetingMessages = /* @__PURE__ */ (() =>
  withFilled(meetingTexts, {
    notBegunYet: fill(meetingTexts.notBegunYet, { minutes: EARLY_HANDOVER_MINUTES }),
    // The same hold as shipping a treat (timers.ts deadlineKind).
    lapsed: fill(meetingTexts.lapsed, { days: HOLD_DAYS.shipTreat }),
  }))();

/** Volunteers' tools. */
export const supportMessages = supportTexts;

/** Members report a post, volunteers decide (domain/reports.ts). */
export const reportsMessages = reportsTexts;

export const contactMessages = contactTexts;

/** The gratitude wall (/thanks) and the recipient's choice to be on it. */
export const thanksWallMessages = thanksWallTexts;

export const listsMessages = listsTexts;

/** Search (our wording, the spec has no search). */
export const searchMessages = searchTexts;

export const pagesMessages = pagesTexts;

/** Parcels people can follow: the optional carrier and tracking number at Fulfil and Ship, and the
 * treater's packing slip. */
export const parcelMessages = /* @__PURE__ */ (() =>
  withFilled(parcelTexts, {
    trackingNumberInvalid: (carrier: string) => fill(parcelTexts.trackingNumberInvalid, { carrier }),
  }))();

/** Giveaways (the Book Extravaganza): what the console's giveaway routes answer. */
export const giveawayMessages = /* @__PURE__ */ (() =>
  withFilled(giveawayTexts, {
    placesInvalid: (max: number) => fill(giveawayTexts.placesInvalid, { max }),
    answerDaysInvalid: (max: number) => fill(giveawayTexts.answerDaysInvalid, { max }),
    answerTime: (day: string) => fill(giveawayTexts.answerTime, { day }),
  }))();

/** Filling a post from its ISBN: the lookup's answers when it cannot fill the form. */
export const booksMessages = booksTexts;

/** Notifications on a member's device: what the push routes answer (a field's text names what the
 * browser sent wrong). */
export const pushMessages = /* @__PURE__ */ (() =>
  withFilled(pushTexts, {
    endpointTooLong: (max: number) => fill(pushTexts.endpointTooLong, { max }),
  }))();

/** "Download my data" (our addition): a retry of the same request while its archive is being made. */
export const exportMessages = exportTexts;

/** A member's email settings: switches, the language of their emails. */
export const settingsMessages = /* @__PURE__ */ (() =>
  withFilled(settingsTexts, {
    /** Each language named in itself, e.g. "Français (fr-CA)". */
    unknownLanguage: (languages: readonly string[]) =>
      fill(settingsTexts.unknownLanguage, { languages: languages.join(', ') }),
  }))();

/** Writer's Spotlight: applications, decisions and published interviews. */
export const spotlightMessages = spotlightTexts;

/** Offline, slow links, a missing part of the site. */
export const connectionMessages = connectionTexts;

/** Book drives (drives.ts): the console's form and a wish tagged to a drive. */
export const drivesMessages = /* @__PURE__ */ (() =>
  withFilled(drivesTexts, {
    goalInvalid: fill(drivesTexts.goalInvalid, { max: DRIVE_GOAL_MAX }),
  }))();

/** Every group by name, for tests that walk them all. Code imports the groups it uses
 * (`commonMessages`, ...), so a function's bundle carries only those: one object of every text would
 * be kept whole by any import of it. */
export const messages = {
  common: commonMessages,
  auth: authMessages,
  post: postMessages,
  wishlist: wishlistMessages,
  treat: treatMessages,
  meeting: meetingMessages,
  timeline: timelineMessages,
  deadline: deadlineMessages,
  support: supportMessages,
  reports: reportsMessages,
  contact: contactMessages,
  thanksWall: thanksWallMessages,
  lists: listsMessages,
  connection: connectionMessages,
  search: searchMessages,
  pages: pagesMessages,
  parcel: parcelMessages,
  books: booksMessages,
  push: pushMessages,
  spotlight: spotlightMessages,
  export: exportMessages,
  giveaway: giveawayMessages,
  settings: settingsMessages,
  drives: drivesMessages,
} as const;
