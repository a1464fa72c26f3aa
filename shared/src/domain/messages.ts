// Every member-facing text, once. Spec texts (sections 2, 4, 5, 7, 8) are copied word for word;
// the rest are our improvements written in the same voice. Import from here;
// to add a text, append it to the right group.

import { connectionMessages } from './connection-messages.ts';
import { HOLD_DAYS, LIST_PAGE_SIZE_MAX } from './constants.ts';

const requiredField = 'Please fill in the required field.';
const requiredFields = 'Please enter the required fields.';
const validEmail = 'Please provide a valid email address.';
const tryAgainOrContact =
  'Something went wrong. Please try again or contact us for help if the error persists.';
const titleRequired = 'Please enter the title of the book.';
const coverType = 'Please upload a book cover in PNG or JPG format.';
const imageTooBig = 'Please ensure your image is under 1MB.';
const passwordMin = 'Password must be at least 6 characters.';

const wishlistNotFound = 'This wishlist could not be found. It may have been deleted.';
const treatNotFound = 'This treat could not be found. It may have been deleted.';

/** A post that is not there (or not for this reader), by kind: what every post read may answer. */
export const notFoundMessages = { wishlist: wishlistNotFound, treat: treatNotFound } as const;

// A group whose texts put in a constant (a number of days) is made by a call marked pure: a bundler
// keeps an unused object literal with `${...}` in it (the value's toString could run).
export const commonMessages = /* @__PURE__ */ (() =>
  ({
    requiredField,
    requiredFields,
    /** The 500 text: never a stack trace. */
    unexpected: tryAgainOrContact,
    signInRequired: 'Please sign in to continue.',
    forbidden: "You don't have permission to do this.",
    badRequest: 'We could not read this request. Please refresh the page and try again.',
    tooLarge: 'This request is too large.',
    /** A caller past a rate limit (our addition; the spec has no wording). Every window is a minute. */
    tooManyRequests: 'Too many requests. Please wait a minute and try again.',
    /** An Idempotency-Key reused with a different request (our addition). */
    idempotencyKeyReused:
      'This request was already sent with different details. Please refresh the page and try again.',
    /** The same request is still being handled (a retry raced the first try). */
    requestInProgress: 'Your request is still being processed. Please wait a moment and refresh the page.',
    invalidLink: 'Please enter a link that starts with http:// or https://.',
    /** A link with user:password@ in it (our addition): it would hand someone's login to every reader. */
    linkWithLogin: 'Please enter a link without a user name or password in it.',
    invalidCursor: 'This page link has expired. Please go back to the first page.',
    invalidLimit: `Please ask for between 1 and ${LIST_PAGE_SIZE_MAX} items.`,
    staleVersion: 'This post has changed since you opened it. Please refresh the page.',
    routeNotFound: 'There is nothing at this address.',
    /** Field length bounds (our addition). */
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
    /** A web address in a title, author or display name (our addition): these reach other members'
     * inboxes in our emails, so they carry no links. */
    noWebAddress: 'Please remove the web address: a title, author or name cannot contain a link.',
    /** A web address in a message others read (our addition): wish messages, thank-you notes, reasons,
     * report notes. A sentence whose space was lost before a lowercase word can read as one. */
    noWebAddressInMessage:
      'Please remove the web address: a message cannot contain a link. If these are two sentences, add a space after the full stop.',
  }) as const)();

export const authMessages = {
  signUpFieldsRequired:
    'Please fill in all the fields. You can edit them at anytime after creating an account.',
  acceptTerms: 'To proceed with creating an account, please accept our Terms of Service and Privacy Policy.',
  signUpSuccess:
    'Your account has been successfully created. Please check your email to verify your account.',
  emailInUse: 'The provided email is already in use by an existing user.',
  validEmail,
  passwordMin,
  wrongCredentials:
    'Your email and password do not match. You might have entered the wrong email address or the wrong password.',
  passwordRequired: 'Please enter your password.',
  resetSent:
    'Password reset instructions have been sent to your email. Please check your inbox and follow the provided steps. If you have not received the email, it may be due to the email address not being previously registered with us.',
  codeRequired: 'Please enter the code from your email.',
  passwordMismatch: 'mismatch password',
  deleteWrongPassword: 'Your email and password do not match. You might have entered the wrong password.',
  deletePasswordRequired: 'Please enter your password again.',
  recentSignInRequired: 'Please enter your password again.',
  displayNameRequired: 'Please enter a display name.',
  avatarType: 'wrong file type',
  avatarTooBig: 'img too big',
  /** DELETE /api/me while the member is a party to an exchange in progress (our addition). */
  accountExchangeInProgress: (titles: readonly string[]) =>
    `You have an exchange in progress on ${titles.map((t) => `"${t}"`).join(', ')}. Please finish it or contact us before deleting your account.`,
} as const;

/** Texts shared by wishlists and treats. */
export const postMessages = {
  titleRequired,
  coverType,
  imageTooBig,
  thankYouPhotoType: 'Please upload an image in PNG or JPG format.',
  createFailed: 'An error occurred. Please try again. If the error persists, please feel free to contact us.',
  transitionFailed: tryAgainOrContact,
  missingAddress:
    "Something went wrong. Please refresh the page or contact us if you're unable to see a valid address.",
  deleteConfirm:
    'Are you absolutely sure? This action cannot be undone. Your post will be permanently deleted.',
  exchangeInProgress: 'This post has an exchange in progress. Contact us if you need to cancel it.',
  onlyOwnerDeletes: 'Only the member who posted this can delete it.',
  removedByVolunteers: 'This post was removed by our volunteers.',
  alreadyExists: 'This post already exists.',
  invalidType: 'Please choose the book types from the list.',
  invalidImage: 'Please upload the image again.',
  // Not in the spec: a picture too large to decode safely (a decompression bomb or a huge scan).
  imageTooManyPixels: 'This picture is too large to process. Please upload a smaller picture.',
  actionRequired: 'Action Required',
} as const;

export const wishlistMessages = {
  titleRequired,
  destinationRequired: 'Please enter the country to which this book will be shipped.',
  linkAndPriceRequired:
    'Please provide a link for others to purchase the book and include the total price with shipping fees.',
  coverType,
  coverTooBig: imageTooBig,
  addressRequired: requiredField,
  fulfilmentRequired: requiredField,
  signInToOffer: 'Please sign in before offering to buy a book.',
  ownOffer: "You can't offer on your own wishlist.",
  alreadyOffered: 'Someone has already offered to gift this book.',
  youAlreadyOffered: 'You have already offered to gift this book.',
  endedBefore:
    'Your earlier offer on this wish was withdrawn or declined, so you cannot offer on it again. If that was a mistake, contact us and a volunteer can reopen it for you.',
  alreadyClosed: 'This wishlist has already been fulfilled.',
  notFound: wishlistNotFound,
  onlyWisherConfirms: 'Only the member who made this wish can share the shipping address.',
  notOfferedYet: 'No one has offered to gift this book yet.',
  addressAlreadyShared: 'The shipping address has already been shared.',
  onlyGiverFulfils: 'Only the member who offered this gift can mark it as sent.',
  onlyGiverAsksForTime: 'Only the member who offered this gift can ask for more time.',
  alreadyAskedForTime: 'You have already asked for more time once for this gift.',
  notConfirmedYet: 'The recipient has not shared a shipping address yet.',
  alreadyFulfilled: 'This gift has already been marked as sent.',
  onlyWisherCloses: 'Only the member who made this wish can confirm the book has arrived.',
  notFulfilledYet: 'The giver has not marked this book as sent yet.',
  noOfferNow: 'There is no offer on this wish at the moment.',
  onlyGiverWithdraws: 'Only the member who offered this gift can withdraw the offer.',
  tooLateToWithdraw:
    'The shipping address has already been shared, so this offer can no longer be withdrawn. Contact us if you need to cancel it.',
  onlyWisherDeclines: 'Only the member who made this wish can decline an offer.',
  tooLateToDecline:
    'You have already shared your address, so this offer can no longer be declined. Contact us if you need to cancel it.',
  withdrawTitle: 'Withdraw your offer?',
  withdrawBody: 'The wish will be open for offers again. You can tell the recipient why (optional).',
  withdrawDone: 'Your offer was withdrawn.',
  moreTimeTitle: 'Ask for more time?',
  moreTimeBody: (days: number) =>
    `The date to send the book by moves ${days} days later. You can ask once for this gift, and tell the recipient why (optional).`,
  moreTimeDone: 'You have more time: the new date is on the post.',
  declineTitle: 'Decline this offer?',
  declineBody: 'The wish will be open for offers again. You can tell the giver why (optional).',
  declineDone: 'You declined the offer. Your wish is open for offers again.',
  offerThanksTitle: 'Thank you for your generosity!',
  offerThanksBody:
    "Once confirmed by the recipient, their details will appear here. Don't forget to check back for updates.",
  emptyOwn: 'Your wishlist is currently empty. Add your first book wish now!',
  emptyOfferer: "You haven't made any offer. Brighten someone's day by gifting a book!",
  listHeadline: "Dive into a world of wishes and find a book you'd love to gift",
} as const;

export const treatMessages = {
  titleRequired,
  destinationRequired: 'Please enter the countries you’re able to ship this book to.',
  coverType,
  coverTooBig: imageTooBig,
  addressRequired: requiredField,
  requestMessageRequired: requiredField,
  signInToRequest: 'Please sign in before requesting a book.',
  ownRequest: "You can't request your own treat.",
  alreadyRequested: 'Someone has already requested this book.',
  youAlreadyRequested: 'You have already requested this book.',
  endedBefore:
    'Your earlier request for this treat was withdrawn or declined, so you cannot request it again. If that was a mistake, contact us and a volunteer can reopen it for you.',
  alreadyClosed: 'This treat has already been given.',
  notFound: treatNotFound,
  onlyTreaterShips: 'Only the member who posted this treat can mark it as shipped.',
  notRequestedYet: 'No one has requested this book yet.',
  alreadyShipped: 'This book has already been marked as shipped.',
  onlyRequesterCloses: 'Only the member who requested this book can confirm it has arrived.',
  notShippedYet: 'The book has not been marked as shipped yet.',
  noRequestNow: 'There is no request on this treat at the moment.',
  onlyRequesterWithdraws: 'Only the member who requested this book can withdraw the request.',
  tooLateToWithdraw:
    'This book has already been marked as shipped, so the request can no longer be withdrawn. Contact us if you need help.',
  onlyTreaterDeclines: 'Only the member who posted this treat can decline a request.',
  tooLateToDecline:
    'This book has already been marked as shipped, so the request can no longer be declined. Contact us if you need help.',
  withdrawTitle: 'Withdraw your request?',
  withdrawBody: 'The treat will be open for requests again. You can tell the giver why (optional).',
  withdrawDone: 'Your request was withdrawn.',
  declineTitle: 'Decline this request?',
  declineBody: 'The treat will be open for requests again. You can tell the requester why (optional).',
  declineDone: 'You declined the request. Your treat is open for requests again.',
  requestSuccess: 'Request Successful!',
  emptyOwn: "Your treat list is empty. Give a spare book to brighten someone's day!",
} as const;

/** Activity timeline (spec section 4). */
export const timelineMessages = /* @__PURE__ */ (() =>
  ({
    waitingForOffer: 'Waiting for an offer.',
    waitingForConfirmation: 'Waiting for confirmation.',
    giverInstruction:
      'Please buy the book using the View Book link and ship it to the address below. Thank you for your generosity!',
    wisherAddressShared: 'You shared your shipping address. Waiting for the giver to send the book.',
    waitingForGift: 'Waiting for the giver to send the book.',
    bookArrived: 'Book has arrived!',
    wishlistFulfilled: 'This wishlist has been fulfilled.',
    giftSent: 'The giver has sent the book.',
    waitingForRequest: 'Waiting for a request',
    waitingForShipping: 'Waiting for shipping',
    onTheWay: 'Book is on the way!',
    treatGiven: 'This treat has been given.',
    reopened: 'Our volunteers reopened this post. It is open again.',
    addressCorrected: 'Our volunteers corrected the shipping address.',
    removed: 'This post was removed by our volunteers.',
    volunteersName: 'Bookwish volunteers',
    statusReopened: 'Reopened',
    statusAddressCorrected: 'Address corrected',
    statusRemoved: 'Removed',
    statusEndedByVolunteers: 'Exchange ended',
    endedByVolunteers: 'Our volunteers ended this exchange. This post is open again.',
    statusOfferWithdrawn: 'Offer withdrawn',
    statusOfferDeclined: 'Offer declined',
    statusRequestWithdrawn: 'Request withdrawn',
    statusRequestDeclined: 'Request declined',
    statusMemberForgotten: 'Account deleted',
    offerWithdrawn: 'The giver withdrew the offer. This wish is open for offers again.',
    offerDeclined: 'The offer was declined. This wish is open for offers again.',
    requestWithdrawn: 'The requester withdrew the request. This treat is open for requests again.',
    requestDeclined: 'The request was declined. This treat is open for requests again.',
    statusOfferLapsed: 'Offer lapsed',
    statusGiftLapsed: 'Offer lapsed',
    statusMoreTime: 'More time',
    statusRequestLapsed: 'Request lapsed',
    offerLapsed: `No shipping address was shared within ${HOLD_DAYS.shareAddress} days, so the offer lapsed. This wish is open for offers again.`,
    giftLapsed: `The book was not marked as sent within ${HOLD_DAYS.sendGift} days, so the offer lapsed. This wish is open for offers again.`,
    moreTime: (days: number) => `The giver asked for ${days} more days to send the book.`,
    requestLapsed: `The treat was not marked as shipped within ${HOLD_DAYS.shipTreat} days, so the request lapsed. This treat is open for requests again.`,
    formerMember: 'Former member',
    labels: {
      shippingAddress: 'Shipping address',
      requestMessage: 'Message from the requester',
      fulfillmentMessage: 'Message from the giver',
      shippedMessage: 'Message from the sender',
      thankYouNote: 'Thank-you note',
      reason: 'Reason',
    },
  }) as const)();

/** Hold timers: what the member who must act sees on the post and in the profile. */
export const deadlineMessages = {
  shareAddress: (date: string) => `Share your address by ${date}`,
  sendGift: (date: string) => `Mark the book as sent by ${date}`,
  shipTreat: (date: string) => `Ship this treat by ${date}`,
} as const;

export const supportMessages = {
  volunteersOnly: 'Only our volunteers can do this.',
  /** A volunteer who owns the post or is its other party (our addition): no acting on one's own case. */
  ownExchange: 'You are part of this exchange, so another volunteer needs to do this.',
  reasonRequired: 'Please give a reason for this action.',
  cannotReopen:
    'Only an offered or confirmed wishlist, a requested treat, or a post a member withdrew from or was declined on can be reopened.',
  cannotCorrectAddress: 'The shipping address can only be corrected while an exchange is under way.',
  alreadyRemoved: 'This post has already been removed.',
  unknownAction: 'Please choose reopen, correct address, remove, dismiss the reports or restore.',
  /** Restore on a post that shows all of a suspended member's part already (our addition). */
  nothingToRestore: 'Nothing of this post is hidden for a suspension.',
  postNotFound: 'No post has this id. Check the id or paste the link of the post page.',
  postDeleted: 'This post was deleted by its owner. Only its deletion is kept.',
  postRefInvalid: 'Please enter a post id or paste the link of a post page.',
  contactNotFound: 'This message could not be found.',
  /** A contact message whose sender deleted their account (our addition). */
  contactErased: 'Erased: the sender deleted their account.',
  searchTooLong: 'Please search for at most 200 characters.',
  memberNotFound: 'No member has this email address.',
  historyLoadFailed: 'The history could not be loaded. Please try again.',
  /** The impact dashboard's period (our addition): whole calendar years only (impact-disclosure.ts). */
  impactYear: 'Please choose a calendar year, like 2026: the figures come by whole years only.',
  actionDone: {
    reopen: 'The post is open again.',
    correctAddress: 'The shipping address was corrected.',
    remove: 'The post was removed.',
    dismissReports: 'The reports were dismissed. The post is back in the lists.',
    restoreFootprint: 'The post and its thank-you are public again.',
  },
} as const;

// Not in the spec: members report a post, volunteers decide (domain/reports.ts).
export const reportsMessages = {
  ownPost: 'You cannot report your own post.',
  alreadyReported: 'You have already reported this post. Thank you for telling us.',
  reasonRequired: 'Please choose why you are reporting this post.',
  noteRequired: 'Please tell us in a few words what is wrong.',
  /** A visitor's or a stranger's read of a post under review (reports.ts), and a new offer on it. */
  underReview: 'This post is being reviewed by our volunteers.',
  /** A member's reports beyond REPORTS_PER_DAY in the last 24 hours (reports.ts). */
  dailyCap:
    'You have reported many posts today. Please try again tomorrow, or write to us through the contact page.',
  noOpenReports: 'This post has no reports waiting.',
  nothingToEnd: 'This member has no exchange under way on this post.',
  nothingToHide: 'This post shows no finished exchange of this member to hide.',
  memberNotFound: 'No member has this id.',
  suspendSelf: 'You cannot suspend your own account.',
  suspendVolunteer: 'A volunteer cannot be suspended here. Remove them from the volunteers group first.',
  suspended:
    'The member is suspended. Their exchanges under way have ended and the other members were told; their finished posts and thank-you notes are no longer public.',
} as const;

export const contactMessages = {
  requiredFields,
  validEmail,
  invalidPhone: 'Please enter a valid phone number.',
  failed: 'An error occurred. Please try again. If the error persists, please email us instead.',
} as const;

// Not in the spec: the gratitude wall (/thanks) and the recipient's choice to be on it.
export const thanksWallMessages = {
  onlyRecipient: 'Only the member who received this book can take their thank-you off the wall.',
  notOnWall: 'This thank-you is not on the wall.',
} as const;

export const listsMessages = {
  loadFailed: 'Something went wrong. Please refresh.',
} as const;

/** Search (our wording, the spec has no search). */
export const searchMessages = {
  label: 'Search books',
  placeholder: 'Search by title or author',
  tooLong: 'Please shorten your search to 200 characters or fewer.',
  badFilter: 'Please choose a filter from the list.',
  noResults: 'No books match your search. Try fewer or different words.',
  /** While a search is on its way (a slow connection). */
  searching: 'Searching...',
  /** A filtered list page that found none among the posts it read, with more after it. */
  noneOnPage: 'No books match on this page. Press Next to look further.',
} as const;

export const pagesMessages = {
  notFoundTitle: 'Page not found',
  notFoundText: "Sorry, we couldn't find the page you're looking for.",
  backToHome: 'Back to home',
  signUpPrompt: "Don't have an account yet?",
  signUpLink: 'Sign up now',
  logInPrompt: 'Already have an account?',
  logInLink: 'Log in now',
} as const;

/** Parcels people can follow (our addition): the optional carrier and tracking number at Fulfil and
 * Ship, and the treater's packing slip. */
export const parcelMessages = {
  carrierRequired: 'Please choose the carrier for this tracking number.',
  trackingNumberRequired: 'Please enter the tracking number, or choose no carrier.',
  invalidCarrier: 'Please choose the carrier from the list.',
  trackingNumberInvalid: (carrier: string) =>
    `This doesn't look like a ${carrier} tracking number. Please check it and try again.`,
  otherNumberInvalid: 'Please enter the tracking number with letters and digits only (4 to 40).',
  onlyTreaterPrints: 'Only the member who is giving this treat can print its packing slip.',
  slipNotNow: 'The packing slip is ready once someone has requested this treat, until you mark it shipped.',
} as const;

/** Filling a post from its ISBN (our addition): the lookup's answers when it cannot fill the form. */
export const booksMessages = {
  invalidIsbn:
    'Please check the ISBN: it has 10 or 13 digits, printed above the barcode, and this one does not add up.',
  notFound: 'We could not find a book with this ISBN. Please type its title and author.',
  sourceSlow:
    'The book catalogue is taking too long to answer. Please try again, or type the title and author.',
  sourceFailed: 'The book catalogue could not be reached. Please try again, or type the title and author.',
  noCover: 'There is no cover for this book. You can add a photo of it instead.',
} as const;

/** Notifications on a member's device (our addition): what the push routes answer. */
export const pushMessages = {
  badSubscription:
    'This device could not be set up for notifications. Please turn them off and on again, or try another browser.',
  unavailable: 'Notifications on this device are not available right now. Your emails still come.',
} as const;

/** "Download my data" (our addition): a retry of the same request while its archive is being made. */
export const exportMessages = {
  stillPreparing: 'Your file is still being prepared. Please try again in a minute.',
} as const;

export { connectionMessages };

/** Every group by name, for tests that walk them all. Code imports the groups it uses
 * (`commonMessages`, ...), so a function's bundle carries only those: one object of every text would
 * be kept whole by any import of it. */
export const messages = {
  common: commonMessages,
  auth: authMessages,
  post: postMessages,
  wishlist: wishlistMessages,
  treat: treatMessages,
  timeline: timelineMessages,
  deadline: deadlineMessages,
  support: supportMessages,
  reports: reportsMessages,
  contact: contactMessages,
  thanksWall: thanksWallMessages,
  lists: listsMessages,
  /** Offline, slow links, a missing part of the site (connection-messages.ts). */
  connection: connectionMessages,
  search: searchMessages,
  pages: pagesMessages,
  parcel: parcelMessages,
  books: booksMessages,
  push: pushMessages,
  export: exportMessages,
} as const;
