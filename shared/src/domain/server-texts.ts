// The English words of every server text (the msg.* keys of catalogues/en/web.json), made by
// server-texts.derive.ts (npm run server-texts), never by hand: a text is written once, in the
// catalogue, and its test holds this file to it. messages.ts gives them their names in the code
// and fills in variables.

const authDeletePasswordRequired = 'Please enter your password again.';
const authValidEmail = 'Please provide a valid email address.';
const commonRequiredField = 'Please fill in the required field.';
const commonRequiredFields = 'Please enter the required fields.';
const commonUnexpected =
  'Something went wrong. Please try again or contact us for help if the error persists.';
const postCoverType = 'Please upload a book cover in PNG or JPG format.';
const postImageTooBig = 'Please ensure your image is under 1MB.';
const postRemovedByVolunteers = 'This post was removed by our volunteers.';
const postTitleRequired = 'Please enter the title of the book.';
const timelineStatusGiftLapsed = 'Offer lapsed';

export const authTexts = {
  acceptTerms: 'To proceed with creating an account, please accept our Terms of Service and Privacy Policy.',
  accountExchangeInProgress:
    'You have an exchange in progress on {titles}. Please finish it or contact us before deleting your account.',
  avatarTooBig: 'img too big',
  avatarType: 'wrong file type',
  codeRequired: 'Please enter the code from your email.',
  deletePasswordRequired: authDeletePasswordRequired,
  deleteWrongPassword: 'Your email and password do not match. You might have entered the wrong password.',
  displayNameRequired: 'Please enter a display name.',
  emailInUse: 'The provided email is already in use by an existing user.',
  passwordMin: 'Password must be at least 6 characters.',
  passwordMismatch: 'mismatch password',
  passwordRequired: 'Please enter your password.',
  recentSignInRequired: authDeletePasswordRequired,
  resetSent:
    'Password reset instructions have been sent to your email. Please check your inbox and follow the provided steps. If you have not received the email, it may be due to the email address not being previously registered with us.',
  signUpFieldsRequired:
    'Please fill in all the fields. You can edit them at anytime after creating an account.',
  signUpSuccess:
    'Your account has been successfully created. Please check your email to verify your account.',
  validEmail: authValidEmail,
  wrongCredentials:
    'Your email and password do not match. You might have entered the wrong email address or the wrong password.',
} as const;
export const booksTexts = {
  invalidIsbn:
    'Please check the ISBN: it has 10 or 13 digits, printed above the barcode, and this one does not add up.',
  noCover: 'There is no cover for this book. You can add a photo of it instead.',
  notFound: 'We could not find a book with this ISBN. Please type its title and author.',
  sourceFailed: 'The book catalogue could not be reached. Please try again, or type the title and author.',
  sourceSlow:
    'The book catalogue is taking too long to answer. Please try again, or type the title and author.',
} as const;
export const commonTexts = {
  badRequest: 'We could not read this request. Please refresh the page and try again.',
  forbidden: "You don't have permission to do this.",
  idempotencyKeyReused:
    'This request was already sent with different details. Please refresh the page and try again.',
  invalidCursor: 'This page link has expired. Please go back to the first page.',
  invalidLimit: 'Please ask for between 1 and {max, number} items.',
  invalidLink: 'Please enter a link that starts with http:// or https://.',
  linkWithLogin: 'Please enter a link without a user name or password in it.',
  noWebAddress: 'Please remove the web address: a title, author or name cannot contain a link.',
  noWebAddressInMessage:
    'Please remove the web address: a message cannot contain a link. If these are two sentences, add a space after the full stop.',
  requestInProgress: 'Your request is still being processed. Please wait a moment and refresh the page.',
  requiredField: commonRequiredField,
  requiredFields: commonRequiredFields,
  routeNotFound: 'There is nothing at this address.',
  signInRequired: 'Please sign in to continue.',
  staleVersion: 'This post has changed since you opened it. Please refresh the page.',
  tooLarge: 'This request is too large.',
  tooLong: 'Please keep this under {max} characters.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  unexpected: commonUnexpected,
  unknownField: 'This field does not exist.',
} as const;
export const connectionTexts = {
  offline: "You're offline. Nothing was sent. Please try again when you're back online.",
  offlineBanner: "You're offline. What you type stays here; nothing is sent until you're back online.",
  offlineList: "You're offline. This will load by itself when you're back online.",
  partMissing: 'Your connection dropped while it was loading. We will try again in a moment.',
  partMissingOffline: "You're offline. It will load by itself when you're back online.",
  partMissingTitle: 'This part of Bookwish did not load',
  reload: 'Reload the page',
  retryNow: 'Try again',
  shellFailed: 'Bookwish could not finish loading this page. Check your connection, then reload.',
  shellSlow: 'Bookwish is still loading this page. Your connection seems slow.',
  slow: 'Still working... your connection seems slow.',
  timedOut:
    'Bookwish did not answer in time, so we stopped waiting. Please check your connection and try again.',
  updated: 'A newer version of the site is available. Reload the page to continue where you were.',
  updatedTitle: 'Bookwish has been updated',
} as const;
export const contactTexts = {
  failed: 'An error occurred. Please try again. If the error persists, please email us instead.',
  invalidPhone: 'Please enter a valid phone number.',
  requiredFields: commonRequiredFields,
  validEmail: authValidEmail,
} as const;
export const deadlineTexts = {
  sendGift: 'Mark the book as sent by {date}',
  shareAddress: 'Share your address by {date}',
  shipTreat: 'Ship this treat by {date}',
  proposeMeeting: 'Propose where and when to meet by {date}',
} as const;
export const drivesTexts = {
  addedToDrive: 'Added to a book drive',
  alreadyEnded: 'This book drive has already ended.',
  alreadyTagged: 'This wish is already part of this book drive.',
  datesInvalid: 'Please enter a start date and an end date, the end on or after the start.',
  endPassed: 'The end date has already passed. Please choose today or a later day.',
  goalInvalid: 'Please enter a goal in books, a whole number from 1 to {max, number}.',
  notFound: 'This book drive could not be found.',
  notOpen: 'This book drive is not open. Please choose an open drive.',
  onlyOwnerTags: 'Only the member who made this wish can add it to a book drive.',
  onlyWhilePosted: 'A wish can be added to a book drive only while it waits for an offer.',
  partnerKindInvalid: 'Please choose the kind of partner: a school, a library branch or a shelter.',
  partnerNameRequired: 'Please enter the name of the partner the drive serves.',
  textsRequired: "Please enter the drive's name and purpose in English.",
} as const;
export const exportTexts = {
  stillPreparing: 'Your file is still being prepared. Please try again in a minute.',
} as const;
export const giveawayTexts = {
  textsRequired: "Please write the giveaway's name, rules and prize in English.",
  windowInvalid: 'Please choose the first and last day of the giveaway, the last on or after the first.',
  placesInvalid: 'Please choose between 1 and {max, number} winners.',
  answerDaysInvalid: 'Please give winners between 1 and {max, number} days to answer.',
  notFound: 'This giveaway could not be found.',
  notClosed: "The draw can be made only after the giveaway's last day.",
  drawn: 'This giveaway has been drawn, so it can no longer change.',
  notAWinner: 'This entry is not one of the winners.',
  answerTime: 'The winner has until {day} to answer. Only after that can the prize pass to the next entry.',
  prizeDone: 'This prize has already been marked as sent.',
  unknownWinnerAction: 'Please choose prize sent or forfeited.',
} as const;
export const listsTexts = {
  loadFailed: 'Something went wrong. Please refresh.',
  areaInvalid: 'Please choose an area from the list.',
} as const;
export const meetingTexts = {
  onlyTheTwo: 'Only the two members of this hand-over can do this.',
  notInPerson: 'This treat is not being handed over in person.',
  notOfferedInPerson: 'This treat cannot be handed over in person.',
  inPersonNoShipping: 'This treat is handed over in person: propose where and when to meet instead.',
  onlyTreaterProposes: 'Only the member who posted this treat can propose where and when to meet.',
  alreadyProposed: 'A meeting is already proposed: the other member picks a place and time.',
  alreadyAgreed: 'You have already agreed where and when to meet.',
  placesRequired: 'Choose one or two meeting places.',
  placeUnknown: 'That meeting place is not on the list any more. Choose another.',
  windowsRequired: 'Propose one to three times to meet, each with a start and an end.',
  windowPast: 'A time to meet must be in the future.',
  windowTooFar: 'A time to meet must be within the next 30 days.',
  windowTooShort: 'A time to meet must last at least 30 minutes.',
  windowTooLong: 'A time to meet may last at most 4 hours.',
  windowClosed: 'Choose a time when every proposed place is open.',
  nothingToPick: 'There is no proposal to answer yet.',
  otherPicks: 'The other member picks from your proposal.',
  pickOne: 'Choose one of the places and one of the times proposed.',
  notAgreedYet: 'You have not agreed where and when to meet yet.',
  alreadyRescheduled: 'You have already proposed other times once for this hand-over.',
  meetingBegun: 'The meeting time has already begun.',
  notBegunYet: 'You can say the book was handed over from {minutes, number} minutes before the meeting time.',
  notOverYet: 'You can say the meeting was missed once its time is over.',
  alreadyHandedOver: 'The book has already been handed over.',
  reasonRequired: 'Please say why you are calling off the meeting.',
  waitingForProposal: 'Waiting for the treater to propose where and when to meet',
  statusProposed: 'Meeting proposed',
  proposed: 'Places and times to meet were proposed.',
  statusAgreed: 'Meeting agreed',
  agreed: 'A place and time to meet were agreed.',
  statusRescheduled: 'Other times proposed',
  rescheduled: 'Other times to meet were proposed.',
  statusCalledOff: 'Meeting called off',
  calledOff: 'The meeting was called off. This treat is open for requests again.',
  statusHandedOver: 'Handed over',
  handedOver: 'The book was handed over in person.',
  statusMissed: 'Meeting missed',
  missed: 'The meeting did not happen. This treat is open for requests again.',
  lapsed:
    'No meeting was proposed within {days, number} days, so the request lapsed. This treat is open for requests again.',
  callOffTitle: 'Call off the meeting?',
  callOffBody:
    'The treat opens for requests again. Tell the other member why: only the two of you and the volunteers read it.',
  callOffDone: 'The meeting is called off.',
} as const;
export const pagesTexts = {
  backToHome: 'Back to home',
  logInLink: 'Log in now',
  logInPrompt: 'Already have an account?',
  notFoundText: "Sorry, we couldn't find the page you're looking for.",
  notFoundTitle: 'Page not found',
  signUpLink: 'Sign up now',
  signUpPrompt: "Don't have an account yet?",
} as const;
export const parcelTexts = {
  carrierRequired: 'Please choose the carrier for this tracking number.',
  invalidCarrier: 'Please choose the carrier from the list.',
  onlyTreaterPrints: 'Only the member who is giving this treat can print its packing slip.',
  otherNumberInvalid: 'Please enter the tracking number with letters and digits only (4 to 40).',
  slipNotNow: 'The packing slip is ready once someone has requested this treat, until you mark it shipped.',
  trackingNumberInvalid: "This doesn't look like a {carrier} tracking number. Please check it and try again.",
  trackingNumberRequired: 'Please enter the tracking number, or choose no carrier.',
} as const;
export const postTexts = {
  actionRequired: 'Action Required',
  alreadyExists: 'This post already exists.',
  coverType: postCoverType,
  createFailed: 'An error occurred. Please try again. If the error persists, please feel free to contact us.',
  deleteConfirm:
    'Are you absolutely sure? This action cannot be undone. Your post will be permanently deleted.',
  exchangeInProgress: 'This post has an exchange in progress. Contact us if you need to cancel it.',
  imageTooBig: postImageTooBig,
  imageTooManyPixels: 'This picture is too large to process. Please upload a smaller picture.',
  invalidImage: 'Please upload the image again.',
  invalidType: 'Please choose the book types from the list.',
  missingAddress:
    "Something went wrong. Please refresh the page or contact us if you're unable to see a valid address.",
  onlyOwnerDeletes: 'Only the member who posted this can delete it.',
  removedByVolunteers: postRemovedByVolunteers,
  thankYouPhotoType: 'Please upload an image in PNG or JPG format.',
  titleRequired: postTitleRequired,
  transitionFailed: commonUnexpected,
} as const;
export const pushTexts = {
  badSubscription:
    'This device could not be set up for notifications. Please turn them off and on again, or try another browser.',
  unavailable: 'Notifications on this device are not available right now. Your emails still come.',
  endpointMissing: 'Send the subscription’s endpoint.',
  endpointTooLong: 'The endpoint is longer than {max, number} characters.',
  endpointNotAddress: 'The endpoint is not a web address.',
  endpointNotHttps: 'The endpoint must be an https address of a push service.',
  endpointUnknownService: 'The endpoint is not at a push service Bookwish sends to.',
  publicKeyInvalid: 'Send the browser’s P-256 public key (65 bytes, base64url).',
  authSecretInvalid: 'Send the browser’s auth secret (16 bytes, base64url).',
} as const;
export const reportsTexts = {
  alreadyReported: 'You have already reported this post. Thank you for telling us.',
  memberNotFound: 'No member has this id.',
  dailyCap:
    'You have reported many posts today. Please try again tomorrow, or write to us through the contact page.',
  noOpenReports: 'This post has no reports waiting.',
  noteRequired: 'Please tell us in a few words what is wrong.',
  nothingToEnd: 'This member has no exchange under way on this post.',
  nothingToHide: 'This post shows no finished exchange of this member to hide.',
  ownPost: 'You cannot report your own post.',
  reasonRequired: 'Please choose why you are reporting this post.',
  suspendSelf: 'You cannot suspend your own account.',
  suspendVolunteer: 'A volunteer cannot be suspended here. Remove them from the volunteers group first.',
  suspended:
    'The member is suspended. Their exchanges under way have ended and the other members were told; their finished posts and thank-you notes are no longer public.',
  underReview: 'This post is being reviewed by our volunteers.',
  onlyWhoMet: 'Only the two members of an in-person hand-over can report how its meeting went.',
} as const;
export const searchTexts = {
  badFilter: 'Please choose a filter from the list.',
  label: 'Search books',
  noResults: 'No books match your search. Try fewer or different words.',
  noneOnPage: 'No books match on this page. Press Next to look further.',
  placeholder: 'Search by title or author',
  searching: 'Searching...',
  tooLong: 'Please shorten your search to 200 characters or fewer.',
} as const;
export const settingsTexts = {
  chooseOnOrOff: 'Please choose on or off.',
  unknownSetting: 'This setting does not exist.',
  checkSettings: 'Please check your email settings.',
  unknownLanguage: 'Please choose one of the languages Bookwish speaks: {languages}.',
} as const;
export const spotlightTexts = {
  answerRequired: 'Please answer this question.',
  applicationNotFound: 'This application could not be found.',
  interviewNotFound: 'This interview could not be found.',
  decisionNotAllowed: 'This application cannot move to that status. Reload the inbox to see where it stands.',
  slugInvalid: 'Please use lower-case letters, digits and dashes for the page address.',
  slugTaken: "Another writer's interview already has this address.",
  nameRequired: "Please enter the writer's name.",
  notFeatured: "Only a featured writer's interview can be published.",
  slugFixed: 'A published interview keeps its address.',
} as const;
export const supportTexts = {
  actionDone: {
    correctAddress: 'The shipping address was corrected.',
    dismissReports: 'The reports were dismissed. The post is back in the lists.',
    remove: 'The post was removed.',
    restoreFootprint: 'The post and its thank-you are public again.',
    reopen: 'The post is open again.',
  },
  alreadyRemoved: 'This post has already been removed.',
  cannotCorrectAddress: 'The shipping address can only be corrected while an exchange is under way.',
  cannotReopen:
    'Only an offered or confirmed wishlist, a requested treat, or a post a member withdrew from or was declined on can be reopened.',
  contactErased: 'Erased: the sender deleted their account.',
  contactNotFound: 'This message could not be found.',
  historyLoadFailed: 'The history could not be loaded. Please try again.',
  impactYear: 'Please choose a calendar year, like 2026: the figures come by whole years only.',
  memberNotFound: 'No member has this email address.',
  nothingToRestore: 'Nothing of this post is hidden for a suspension.',
  ownExchange: 'You are part of this exchange, so another volunteer needs to do this.',
  placeAddressRequired: 'Please enter the place’s public street address.',
  placeAlreadyRetired: 'This meeting place has already been retired.',
  placeAreaRequired: 'Please choose the place’s area.',
  placeHoursInvalid: 'Please give each day an opening time before its closing time, or leave the day closed.',
  placeKindRequired: 'Please choose whether the place is a library or a community centre.',
  placeNameRequired: 'Please enter the place’s public name.',
  placeNotFound: 'This meeting place could not be found.',
  postDeleted: 'This post was deleted by its owner. Only its deletion is kept.',
  postNotFound: 'No post has this id. Check the id or paste the link of the post page.',
  postRefInvalid: 'Please enter a post id or paste the link of a post page.',
  reasonRequired: 'Please give a reason for this action.',
  searchTooLong: 'Please search for at most 200 characters.',
  unknownAction: 'Please choose reopen, correct address, remove, dismiss the reports or restore.',
  volunteersOnly: 'Only our volunteers can do this.',
} as const;
export const thanksWallTexts = {
  notOnWall: 'This thank-you is not on the wall.',
  onlyRecipient: 'Only the member who received this book can take their thank-you off the wall.',
} as const;
export const timelineTexts = {
  addressCorrected: 'Our volunteers corrected the shipping address.',
  bookArrived: 'Book has arrived!',
  endedByVolunteers: 'Our volunteers ended this exchange. This post is open again.',
  formerMember: 'Former member',
  giftLapsed:
    'The book was not marked as sent within {days, number} days, so the offer lapsed. This wish is open for offers again.',
  giftSent: 'The giver has sent the book.',
  moreTime: 'The giver asked for {days, number} more days to send the book.',
  giverInstruction:
    'Please buy the book using the View Book link and ship it to the address below. Thank you for your generosity!',
  labels: {
    fulfillmentMessage: 'Message from the giver',
    reason: 'Reason',
    requestMessage: 'Message from the requester',
    shippedMessage: 'Message from the sender',
    shippingAddress: 'Shipping address',
    thankYouNote: 'Thank-you note',
  },
  offerDeclined: 'The offer was declined. This wish is open for offers again.',
  offerLapsed:
    'No shipping address was shared within {days, number} days, so the offer lapsed. This wish is open for offers again.',
  offerWithdrawn: 'The giver withdrew the offer. This wish is open for offers again.',
  onTheWay: 'Book is on the way!',
  removed: postRemovedByVolunteers,
  reopened: 'Our volunteers reopened this post. It is open again.',
  requestDeclined: 'The request was declined. This treat is open for requests again.',
  requestLapsed:
    'The treat was not marked as shipped within {days, number} days, so the request lapsed. This treat is open for requests again.',
  requestWithdrawn: 'The requester withdrew the request. This treat is open for requests again.',
  statusAddressCorrected: 'Address corrected',
  statusEndedByVolunteers: 'Exchange ended',
  statusGiftLapsed: timelineStatusGiftLapsed,
  statusMoreTime: 'More time',
  statusMemberForgotten: 'Account deleted',
  statusOfferDeclined: 'Offer declined',
  statusOfferLapsed: timelineStatusGiftLapsed,
  statusOfferWithdrawn: 'Offer withdrawn',
  statusRemoved: 'Removed',
  statusReopened: 'Reopened',
  statusRequestDeclined: 'Request declined',
  statusRequestLapsed: 'Request lapsed',
  statusRequestWithdrawn: 'Request withdrawn',
  treatGiven: 'This treat has been given.',
  volunteersName: 'Bookwish volunteers',
  waitingForConfirmation: 'Waiting for confirmation.',
  waitingForGift: 'Waiting for the giver to send the book.',
  waitingForOffer: 'Waiting for an offer.',
  waitingForRequest: 'Waiting for a request',
  waitingForShipping: 'Waiting for shipping',
  wisherAddressShared: 'You shared your shipping address. Waiting for the giver to send the book.',
  wishlistFulfilled: 'This wishlist has been fulfilled.',
} as const;
export const treatTexts = {
  addressRequired: commonRequiredField,
  alreadyClosed: 'This treat has already been given.',
  alreadyRequested: 'Someone has already requested this book.',
  alreadyShipped: 'This book has already been marked as shipped.',
  areaRequired: 'Please choose the area where you can hand the book over.',
  coverTooBig: postImageTooBig,
  coverType: postCoverType,
  declineBody: 'The treat will be open for requests again. You can tell the requester why (optional).',
  declineDone: 'You declined the request. Your treat is open for requests again.',
  declineTitle: 'Decline this request?',
  destinationRequired: 'Please enter the countries you’re able to ship this book to.',
  emptyOwn: "Your treat list is empty. Give a spare book to brighten someone's day!",
  endedBefore:
    'Your earlier request for this treat was withdrawn or declined, so you cannot request it again. If that was a mistake, contact us and a volunteer can reopen it for you.',
  noRequestNow: 'There is no request on this treat at the moment.',
  notFound: 'This treat could not be found. It may have been deleted.',
  notRequestedYet: 'No one has requested this book yet.',
  notShippedYet: 'The book has not been marked as shipped yet.',
  onlyRequesterCloses: 'Only the member who requested this book can confirm it has arrived.',
  onlyRequesterWithdraws: 'Only the member who requested this book can withdraw the request.',
  onlyTreaterDeclines: 'Only the member who posted this treat can decline a request.',
  onlyTreaterShips: 'Only the member who posted this treat can mark it as shipped.',
  ownRequest: "You can't request your own treat.",
  requestMessageRequired: commonRequiredField,
  requestSuccess: 'Request Successful!',
  signInToRequest: 'Please sign in before requesting a book.',
  titleRequired: postTitleRequired,
  tooLateToDecline:
    'This book has already been marked as shipped, so the request can no longer be declined. Contact us if you need help.',
  tooLateToWithdraw:
    'This book has already been marked as shipped, so the request can no longer be withdrawn. Contact us if you need help.',
  withdrawBody: 'The treat will be open for requests again. You can tell the giver why (optional).',
  withdrawDone: 'Your request was withdrawn.',
  withdrawTitle: 'Withdraw your request?',
  youAlreadyRequested: 'You have already requested this book.',
} as const;
export const wishlistTexts = {
  addressAlreadyShared: 'The shipping address has already been shared.',
  addressRequired: commonRequiredField,
  alreadyClosed: 'This wishlist has already been fulfilled.',
  alreadyFulfilled: 'This gift has already been marked as sent.',
  alreadyOffered: 'Someone has already offered to gift this book.',
  coverTooBig: postImageTooBig,
  coverType: postCoverType,
  declineBody: 'The wish will be open for offers again. You can tell the giver why (optional).',
  declineDone: 'You declined the offer. Your wish is open for offers again.',
  declineTitle: 'Decline this offer?',
  destinationRequired: 'Please enter the country to which this book will be shipped.',
  emptyOfferer: "You haven't made any offer. Brighten someone's day by gifting a book!",
  emptyOwn: 'Your wishlist is currently empty. Add your first book wish now!',
  endedBefore:
    'Your earlier offer on this wish was withdrawn or declined, so you cannot offer on it again. If that was a mistake, contact us and a volunteer can reopen it for you.',
  fulfilmentRequired: commonRequiredField,
  linkAndPriceRequired:
    'Please provide a link for others to purchase the book and include the total price with shipping fees.',
  listHeadline: "Dive into a world of wishes and find a book you'd love to gift",
  noOfferNow: 'There is no offer on this wish at the moment.',
  notConfirmedYet: 'The recipient has not shared a shipping address yet.',
  notFound: 'This wishlist could not be found. It may have been deleted.',
  notFulfilledYet: 'The giver has not marked this book as sent yet.',
  notOfferedYet: 'No one has offered to gift this book yet.',
  offerThanksBody:
    "Once confirmed by the recipient, their details will appear here. Don't forget to check back for updates.",
  offerThanksTitle: 'Thank you for your generosity!',
  onlyGiverFulfils: 'Only the member who offered this gift can mark it as sent.',
  onlyGiverAsksForTime: 'Only the member who offered this gift can ask for more time.',
  alreadyAskedForTime: 'You have already asked for more time once for this gift.',
  onlyGiverWithdraws: 'Only the member who offered this gift can withdraw the offer.',
  onlyWisherCloses: 'Only the member who made this wish can confirm the book has arrived.',
  onlyWisherConfirms: 'Only the member who made this wish can share the shipping address.',
  onlyWisherDeclines: 'Only the member who made this wish can decline an offer.',
  ownOffer: "You can't offer on your own wishlist.",
  signInToOffer: 'Please sign in before offering to buy a book.',
  titleRequired: postTitleRequired,
  tooLateToDecline:
    'You have already shared your address, so this offer can no longer be declined. Contact us if you need to cancel it.',
  tooLateToWithdraw:
    'The shipping address has already been shared, so this offer can no longer be withdrawn. Contact us if you need to cancel it.',
  withdrawBody: 'The wish will be open for offers again. You can tell the recipient why (optional).',
  withdrawDone: 'Your offer was withdrawn.',
  withdrawTitle: 'Withdraw your offer?',
  moreTimeBody:
    'The date to send the book by moves {days, number} days later. You can ask once for this gift, and tell the recipient why (optional).',
  moreTimeDone: 'You have more time: the new date is on the post.',
  moreTimeTitle: 'Ask for more time?',
  youAlreadyOffered: 'You have already offered to gift this book.',
} as const;
