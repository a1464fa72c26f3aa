// The English words of every server text (the msg.* keys of catalogues/en/web.json), made by
// server-texts.derive.ts (npm run server-texts), never by hand: a text is written once, in the
// catalogue, and its test holds this file to it. messages.ts gives them their names in the code
// and fills in variables.

export const authAcceptTerms =
  'To proceed with creating an account, please accept our Terms of Service and Privacy Policy.';
export const authAccountExchangeInProgress =
  'You have an exchange in progress on {titles}. Please finish it or contact us before deleting your account.';
export const authAvatarTooBig = 'img too big';
export const authAvatarType = 'wrong file type';
export const authCodeRequired = 'Please enter the code from your email.';
export const authDeletePasswordRequired = 'Please enter your password again.';
export const authDeleteWrongPassword =
  'Your email and password do not match. You might have entered the wrong password.';
export const authDisplayNameRequired = 'Please enter a display name.';
export const authEmailInUse = 'The provided email is already in use by an existing user.';
export const authPasswordMin = 'Password must be at least 6 characters.';
export const authPasswordMismatch = 'mismatch password';
export const authPasswordRequired = 'Please enter your password.';
export const authRecentSignInRequired = authDeletePasswordRequired;
export const authResetSent =
  'Password reset instructions have been sent to your email. Please check your inbox and follow the provided steps. If you have not received the email, it may be due to the email address not being previously registered with us.';
export const authSignUpFieldsRequired =
  'Please fill in all the fields. You can edit them at anytime after creating an account.';
export const authSignUpSuccess =
  'Your account has been successfully created. Please check your email to verify your account.';
export const authValidEmail = 'Please provide a valid email address.';
export const authWrongCredentials =
  'Your email and password do not match. You might have entered the wrong email address or the wrong password.';
export const booksInvalidIsbn =
  'Please check the ISBN: it has 10 or 13 digits, printed above the barcode, and this one does not add up.';
export const booksNoCover = 'There is no cover for this book. You can add a photo of it instead.';
export const booksNotFound = 'We could not find a book with this ISBN. Please type its title and author.';
export const booksSourceFailed =
  'The book catalogue could not be reached. Please try again, or type the title and author.';
export const booksSourceSlow =
  'The book catalogue is taking too long to answer. Please try again, or type the title and author.';
export const commonBadRequest = 'We could not read this request. Please refresh the page and try again.';
export const commonForbidden = "You don't have permission to do this.";
export const commonIdempotencyKeyReused =
  'This request was already sent with different details. Please refresh the page and try again.';
export const commonInvalidCursor = 'This page link has expired. Please go back to the first page.';
export const commonInvalidLimit = 'Please ask for between 1 and {max, number} items.';
export const commonInvalidLink = 'Please enter a link that starts with http:// or https://.';
export const commonLinkWithLogin = 'Please enter a link without a user name or password in it.';
export const commonNoWebAddress =
  'Please remove the web address: a title, author or name cannot contain a link.';
export const commonNoWebAddressInMessage =
  'Please remove the web address: a message cannot contain a link. If these are two sentences, add a space after the full stop.';
export const commonRequestInProgress =
  'Your request is still being processed. Please wait a moment and refresh the page.';
export const commonRequiredField = 'Please fill in the required field.';
export const commonRequiredFields = 'Please enter the required fields.';
export const commonRouteNotFound = 'There is nothing at this address.';
export const commonSignInRequired = 'Please sign in to continue.';
export const commonStaleVersion = 'This post has changed since you opened it. Please refresh the page.';
export const commonTooLarge = 'This request is too large.';
export const commonTooLong = 'Please keep this under {max} characters.';
export const commonTooManyRequests = 'Too many requests. Please wait a minute and try again.';
export const commonUnexpected =
  'Something went wrong. Please try again or contact us for help if the error persists.';
export const commonUnknownField = 'This field does not exist.';
export const connectionOffline =
  "You're offline. Nothing was sent. Please try again when you're back online.";
export const connectionOfflineBanner =
  "You're offline. What you type stays here; nothing is sent until you're back online.";
export const connectionOfflineList = "You're offline. This will load by itself when you're back online.";
export const connectionPartMissing =
  'Your connection dropped while it was loading. We will try again in a moment.';
export const connectionPartMissingOffline = "You're offline. It will load by itself when you're back online.";
export const connectionPartMissingTitle = 'This part of Bookwish did not load';
export const connectionReload = 'Reload the page';
export const connectionRetryNow = 'Try again';
export const connectionShellFailed =
  'Bookwish could not finish loading this page. Check your connection, then reload.';
export const connectionShellSlow = 'Bookwish is still loading this page. Your connection seems slow.';
export const connectionSlow = 'Still working... your connection seems slow.';
export const connectionTimedOut =
  'Bookwish did not answer in time, so we stopped waiting. Please check your connection and try again.';
export const connectionUpdated =
  'A newer version of the site is available. Reload the page to continue where you were.';
export const connectionUpdatedTitle = 'Bookwish has been updated';
export const contactFailed =
  'An error occurred. Please try again. If the error persists, please email us instead.';
export const contactInvalidPhone = 'Please enter a valid phone number.';
export const contactRequiredFields = commonRequiredFields;
export const contactValidEmail = authValidEmail;
export const deadlineSendGift = 'Mark the book as sent by {date}';
export const deadlineShareAddress = 'Share your address by {date}';
export const deadlineShipTreat = 'Ship this treat by {date}';
export const listsLoadFailed = 'Something went wrong. Please refresh.';
export const pagesBackToHome = 'Back to home';
export const pagesLogInLink = 'Log in now';
export const pagesLogInPrompt = 'Already have an account?';
export const pagesNotFoundText = "Sorry, we couldn't find the page you're looking for.";
export const pagesNotFoundTitle = 'Page not found';
export const pagesSignUpLink = 'Sign up now';
export const pagesSignUpPrompt = "Don't have an account yet?";
export const parcelCarrierRequired = 'Please choose the carrier for this tracking number.';
export const parcelInvalidCarrier = 'Please choose the carrier from the list.';
export const parcelOnlyTreaterPrints = 'Only the member who is giving this treat can print its packing slip.';
export const parcelOtherNumberInvalid =
  'Please enter the tracking number with letters and digits only (4 to 40).';
export const parcelSlipNotNow =
  'The packing slip is ready once someone has requested this treat, until you mark it shipped.';
export const parcelTrackingNumberInvalid =
  "This doesn't look like a {carrier} tracking number. Please check it and try again.";
export const parcelTrackingNumberRequired = 'Please enter the tracking number, or choose no carrier.';
export const postActionRequired = 'Action Required';
export const postAlreadyExists = 'This post already exists.';
export const postCoverType = 'Please upload a book cover in PNG or JPG format.';
export const postCreateFailed =
  'An error occurred. Please try again. If the error persists, please feel free to contact us.';
export const postDeleteConfirm =
  'Are you absolutely sure? This action cannot be undone. Your post will be permanently deleted.';
export const postExchangeInProgress =
  'This post has an exchange in progress. Contact us if you need to cancel it.';
export const postImageTooBig = 'Please ensure your image is under 1MB.';
export const postImageTooManyPixels =
  'This picture is too large to process. Please upload a smaller picture.';
export const postInvalidImage = 'Please upload the image again.';
export const postInvalidType = 'Please choose the book types from the list.';
export const postMissingAddress =
  "Something went wrong. Please refresh the page or contact us if you're unable to see a valid address.";
export const postOnlyOwnerDeletes = 'Only the member who posted this can delete it.';
export const postRemovedByVolunteers = 'This post was removed by our volunteers.';
export const postThankYouPhotoType = 'Please upload an image in PNG or JPG format.';
export const postTitleRequired = 'Please enter the title of the book.';
export const postTransitionFailed = commonUnexpected;
export const pushBadSubscription =
  'This device could not be set up for notifications. Please turn them off and on again, or try another browser.';
export const pushUnavailable =
  'Notifications on this device are not available right now. Your emails still come.';
export const pushEndpointMissing = 'Send the subscription’s endpoint.';
export const pushEndpointTooLong = 'The endpoint is longer than {max, number} characters.';
export const pushEndpointNotAddress = 'The endpoint is not a web address.';
export const pushEndpointNotHttps = 'The endpoint must be an https address of a push service.';
export const pushEndpointUnknownService = 'The endpoint is not at a push service Bookwish sends to.';
export const pushPublicKeyInvalid = 'Send the browser’s P-256 public key (65 bytes, base64url).';
export const pushAuthSecretInvalid = 'Send the browser’s auth secret (16 bytes, base64url).';
export const reportsAlreadyReported = 'You have already reported this post. Thank you for telling us.';
export const reportsMemberNotFound = 'No member has this id.';
export const reportsDailyCap =
  'You have reported many posts today. Please try again tomorrow, or write to us through the contact page.';
export const reportsNoOpenReports = 'This post has no reports waiting.';
export const reportsNoteRequired = 'Please tell us in a few words what is wrong.';
export const reportsNothingToEnd = 'This member has no exchange under way on this post.';
export const reportsNothingToHide = 'This post shows no finished exchange of this member to hide.';
export const reportsOwnPost = 'You cannot report your own post.';
export const reportsReasonRequired = 'Please choose why you are reporting this post.';
export const reportsSuspendSelf = 'You cannot suspend your own account.';
export const reportsSuspendVolunteer =
  'A volunteer cannot be suspended here. Remove them from the volunteers group first.';
export const reportsSuspended =
  'The member is suspended. Their exchanges under way have ended and the other members were told; their finished posts and thank-you notes are no longer public.';
export const reportsUnderReview = 'This post is being reviewed by our volunteers.';
export const searchBadFilter = 'Please choose a filter from the list.';
export const searchLabel = 'Search books';
export const searchNoResults = 'No books match your search. Try fewer or different words.';
export const searchNoneOnPage = 'No books match on this page. Press Next to look further.';
export const searchPlaceholder = 'Search by title or author';
export const searchSearching = 'Searching...';
export const searchTooLong = 'Please shorten your search to 200 characters or fewer.';
export const settingsChooseOnOrOff = 'Please choose on or off.';
export const settingsUnknownSetting = 'This setting does not exist.';
export const settingsCheckSettings = 'Please check your email settings.';
export const settingsUnknownLanguage = 'Please choose one of the languages Bookwish speaks: {languages}.';
export const supportActionDoneCorrectAddress = 'The shipping address was corrected.';
export const supportActionDoneDismissReports = 'The reports were dismissed. The post is back in the lists.';
export const supportActionDoneRemove = 'The post was removed.';
export const supportActionDoneRestoreFootprint = 'The post and its thank-you are public again.';
export const supportActionDoneReopen = 'The post is open again.';
export const supportAlreadyRemoved = 'This post has already been removed.';
export const supportCannotCorrectAddress =
  'The shipping address can only be corrected while an exchange is under way.';
export const supportCannotReopen =
  'Only an offered or confirmed wishlist, a requested treat, or a post a member withdrew from or was declined on can be reopened.';
export const supportContactErased = 'Erased: the sender deleted their account.';
export const supportContactNotFound = 'This message could not be found.';
export const supportHistoryLoadFailed = 'The history could not be loaded. Please try again.';
export const supportImpactYear =
  'Please choose a calendar year, like 2026: the figures come by whole years only.';
export const supportMemberNotFound = 'No member has this email address.';
export const supportNothingToRestore = 'Nothing of this post is hidden for a suspension.';
export const supportOwnExchange = 'You are part of this exchange, so another volunteer needs to do this.';
export const supportPostDeleted = 'This post was deleted by its owner. Only its deletion is kept.';
export const supportPostNotFound = 'No post has this id. Check the id or paste the link of the post page.';
export const supportPostRefInvalid = 'Please enter a post id or paste the link of a post page.';
export const supportReasonRequired = 'Please give a reason for this action.';
export const supportSearchTooLong = 'Please search for at most 200 characters.';
export const supportUnknownAction =
  'Please choose reopen, correct address, remove, dismiss the reports or restore.';
export const supportVolunteersOnly = 'Only our volunteers can do this.';
export const thanksWallNotOnWall = 'This thank-you is not on the wall.';
export const thanksWallOnlyRecipient =
  'Only the member who received this book can take their thank-you off the wall.';
export const timelineAddressCorrected = 'Our volunteers corrected the shipping address.';
export const timelineBookArrived = 'Book has arrived!';
export const timelineEndedByVolunteers = 'Our volunteers ended this exchange. This post is open again.';
export const timelineFormerMember = 'Former member';
export const timelineGiftLapsed =
  'The book was not marked as sent within {days, number} days, so the offer lapsed. This wish is open for offers again.';
export const timelineGiftSent = 'The giver has sent the book.';
export const timelineMoreTime = 'The giver asked for {days, number} more days to send the book.';
export const timelineGiverInstruction =
  'Please buy the book using the View Book link and ship it to the address below. Thank you for your generosity!';
export const timelineLabelsFulfillmentMessage = 'Message from the giver';
export const timelineLabelsReason = 'Reason';
export const timelineLabelsRequestMessage = 'Message from the requester';
export const timelineLabelsShippedMessage = 'Message from the sender';
export const timelineLabelsShippingAddress = 'Shipping address';
export const timelineLabelsThankYouNote = 'Thank-you note';
export const timelineOfferDeclined = 'The offer was declined. This wish is open for offers again.';
export const timelineOfferLapsed =
  'No shipping address was shared within {days, number} days, so the offer lapsed. This wish is open for offers again.';
export const timelineOfferWithdrawn = 'The giver withdrew the offer. This wish is open for offers again.';
export const timelineOnTheWay = 'Book is on the way!';
export const timelineRemoved = postRemovedByVolunteers;
export const timelineReopened = 'Our volunteers reopened this post. It is open again.';
export const timelineRequestDeclined = 'The request was declined. This treat is open for requests again.';
export const timelineRequestLapsed =
  'The treat was not marked as shipped within {days, number} days, so the request lapsed. This treat is open for requests again.';
export const timelineRequestWithdrawn =
  'The requester withdrew the request. This treat is open for requests again.';
export const timelineStatusAddressCorrected = 'Address corrected';
export const timelineStatusEndedByVolunteers = 'Exchange ended';
export const timelineStatusGiftLapsed = 'Offer lapsed';
export const timelineStatusMoreTime = 'More time';
export const timelineStatusMemberForgotten = 'Account deleted';
export const timelineStatusOfferDeclined = 'Offer declined';
export const timelineStatusOfferLapsed = timelineStatusGiftLapsed;
export const timelineStatusOfferWithdrawn = 'Offer withdrawn';
export const timelineStatusRemoved = 'Removed';
export const timelineStatusReopened = 'Reopened';
export const timelineStatusRequestDeclined = 'Request declined';
export const timelineStatusRequestLapsed = 'Request lapsed';
export const timelineStatusRequestWithdrawn = 'Request withdrawn';
export const timelineTreatGiven = 'This treat has been given.';
export const timelineVolunteersName = 'Bookwish volunteers';
export const timelineWaitingForConfirmation = 'Waiting for confirmation.';
export const timelineWaitingForGift = 'Waiting for the giver to send the book.';
export const timelineWaitingForOffer = 'Waiting for an offer.';
export const timelineWaitingForRequest = 'Waiting for a request';
export const timelineWaitingForShipping = 'Waiting for shipping';
export const timelineWisherAddressShared =
  'You shared your shipping address. Waiting for the giver to send the book.';
export const timelineWishlistFulfilled = 'This wishlist has been fulfilled.';
export const treatAddressRequired = commonRequiredField;
export const treatAlreadyClosed = 'This treat has already been given.';
export const treatAlreadyRequested = 'Someone has already requested this book.';
export const treatAlreadyShipped = 'This book has already been marked as shipped.';
export const treatCoverTooBig = postImageTooBig;
export const treatCoverType = postCoverType;
export const treatDeclineBody =
  'The treat will be open for requests again. You can tell the requester why (optional).';
export const treatDeclineDone = 'You declined the request. Your treat is open for requests again.';
export const treatDeclineTitle = 'Decline this request?';
export const treatDestinationRequired = 'Please enter the countries you’re able to ship this book to.';
export const treatEmptyOwn = "Your treat list is empty. Give a spare book to brighten someone's day!";
export const treatEndedBefore =
  'Your earlier request for this treat was withdrawn or declined, so you cannot request it again. If that was a mistake, contact us and a volunteer can reopen it for you.';
export const treatNoRequestNow = 'There is no request on this treat at the moment.';
export const treatNotFound = 'This treat could not be found. It may have been deleted.';
export const treatNotRequestedYet = 'No one has requested this book yet.';
export const treatNotShippedYet = 'The book has not been marked as shipped yet.';
export const treatOnlyRequesterCloses = 'Only the member who requested this book can confirm it has arrived.';
export const treatOnlyRequesterWithdraws =
  'Only the member who requested this book can withdraw the request.';
export const treatOnlyTreaterDeclines = 'Only the member who posted this treat can decline a request.';
export const treatOnlyTreaterShips = 'Only the member who posted this treat can mark it as shipped.';
export const treatOwnRequest = "You can't request your own treat.";
export const treatRequestMessageRequired = commonRequiredField;
export const treatRequestSuccess = 'Request Successful!';
export const treatSignInToRequest = 'Please sign in before requesting a book.';
export const treatTitleRequired = postTitleRequired;
export const treatTooLateToDecline =
  'This book has already been marked as shipped, so the request can no longer be declined. Contact us if you need help.';
export const treatTooLateToWithdraw =
  'This book has already been marked as shipped, so the request can no longer be withdrawn. Contact us if you need help.';
export const treatWithdrawBody =
  'The treat will be open for requests again. You can tell the giver why (optional).';
export const treatWithdrawDone = 'Your request was withdrawn.';
export const treatWithdrawTitle = 'Withdraw your request?';
export const treatYouAlreadyRequested = 'You have already requested this book.';
export const wishlistAddressAlreadyShared = 'The shipping address has already been shared.';
export const wishlistAddressRequired = commonRequiredField;
export const wishlistAlreadyClosed = 'This wishlist has already been fulfilled.';
export const wishlistAlreadyFulfilled = 'This gift has already been marked as sent.';
export const wishlistAlreadyOffered = 'Someone has already offered to gift this book.';
export const wishlistCoverTooBig = postImageTooBig;
export const wishlistCoverType = postCoverType;
export const wishlistDeclineBody =
  'The wish will be open for offers again. You can tell the giver why (optional).';
export const wishlistDeclineDone = 'You declined the offer. Your wish is open for offers again.';
export const wishlistDeclineTitle = 'Decline this offer?';
export const wishlistDestinationRequired = 'Please enter the country to which this book will be shipped.';
export const wishlistEmptyOfferer = "You haven't made any offer. Brighten someone's day by gifting a book!";
export const wishlistEmptyOwn = 'Your wishlist is currently empty. Add your first book wish now!';
export const wishlistEndedBefore =
  'Your earlier offer on this wish was withdrawn or declined, so you cannot offer on it again. If that was a mistake, contact us and a volunteer can reopen it for you.';
export const wishlistFulfilmentRequired = commonRequiredField;
export const wishlistLinkAndPriceRequired =
  'Please provide a link for others to purchase the book and include the total price with shipping fees.';
export const wishlistListHeadline = "Dive into a world of wishes and find a book you'd love to gift";
export const wishlistNoOfferNow = 'There is no offer on this wish at the moment.';
export const wishlistNotConfirmedYet = 'The recipient has not shared a shipping address yet.';
export const wishlistNotFound = 'This wishlist could not be found. It may have been deleted.';
export const wishlistNotFulfilledYet = 'The giver has not marked this book as sent yet.';
export const wishlistNotOfferedYet = 'No one has offered to gift this book yet.';
export const wishlistOfferThanksBody =
  "Once confirmed by the recipient, their details will appear here. Don't forget to check back for updates.";
export const wishlistOfferThanksTitle = 'Thank you for your generosity!';
export const wishlistOnlyGiverFulfils = 'Only the member who offered this gift can mark it as sent.';
export const wishlistOnlyGiverAsksForTime = 'Only the member who offered this gift can ask for more time.';
export const wishlistAlreadyAskedForTime = 'You have already asked for more time once for this gift.';
export const wishlistOnlyGiverWithdraws = 'Only the member who offered this gift can withdraw the offer.';
export const wishlistOnlyWisherCloses =
  'Only the member who made this wish can confirm the book has arrived.';
export const wishlistOnlyWisherConfirms =
  'Only the member who made this wish can share the shipping address.';
export const wishlistOnlyWisherDeclines = 'Only the member who made this wish can decline an offer.';
export const wishlistOwnOffer = "You can't offer on your own wishlist.";
export const wishlistSignInToOffer = 'Please sign in before offering to buy a book.';
export const wishlistTitleRequired = postTitleRequired;
export const wishlistTooLateToDecline =
  'You have already shared your address, so this offer can no longer be declined. Contact us if you need to cancel it.';
export const wishlistTooLateToWithdraw =
  'The shipping address has already been shared, so this offer can no longer be withdrawn. Contact us if you need to cancel it.';
export const wishlistWithdrawBody =
  'The wish will be open for offers again. You can tell the recipient why (optional).';
export const wishlistWithdrawDone = 'Your offer was withdrawn.';
export const wishlistWithdrawTitle = 'Withdraw your offer?';
export const wishlistMoreTimeBody =
  'The date to send the book by moves {days, number} days later. You can ask once for this gift, and tell the recipient why (optional).';
export const wishlistMoreTimeDone = 'You have more time: the new date is on the post.';
export const wishlistMoreTimeTitle = 'Ask for more time?';
export const wishlistYouAlreadyOffered = 'You have already offered to gift this book.';

export const authTexts = {
  acceptTerms: authAcceptTerms,
  accountExchangeInProgress: authAccountExchangeInProgress,
  avatarTooBig: authAvatarTooBig,
  avatarType: authAvatarType,
  codeRequired: authCodeRequired,
  deletePasswordRequired: authDeletePasswordRequired,
  deleteWrongPassword: authDeleteWrongPassword,
  displayNameRequired: authDisplayNameRequired,
  emailInUse: authEmailInUse,
  passwordMin: authPasswordMin,
  passwordMismatch: authPasswordMismatch,
  passwordRequired: authPasswordRequired,
  recentSignInRequired: authRecentSignInRequired,
  resetSent: authResetSent,
  signUpFieldsRequired: authSignUpFieldsRequired,
  signUpSuccess: authSignUpSuccess,
  validEmail: authValidEmail,
  wrongCredentials: authWrongCredentials,
} as const;
export const booksTexts = {
  invalidIsbn: booksInvalidIsbn,
  noCover: booksNoCover,
  notFound: booksNotFound,
  sourceFailed: booksSourceFailed,
  sourceSlow: booksSourceSlow,
} as const;
export const commonTexts = {
  badRequest: commonBadRequest,
  forbidden: commonForbidden,
  idempotencyKeyReused: commonIdempotencyKeyReused,
  invalidCursor: commonInvalidCursor,
  invalidLimit: commonInvalidLimit,
  invalidLink: commonInvalidLink,
  linkWithLogin: commonLinkWithLogin,
  noWebAddress: commonNoWebAddress,
  noWebAddressInMessage: commonNoWebAddressInMessage,
  requestInProgress: commonRequestInProgress,
  requiredField: commonRequiredField,
  requiredFields: commonRequiredFields,
  routeNotFound: commonRouteNotFound,
  signInRequired: commonSignInRequired,
  staleVersion: commonStaleVersion,
  tooLarge: commonTooLarge,
  tooLong: commonTooLong,
  tooManyRequests: commonTooManyRequests,
  unexpected: commonUnexpected,
  unknownField: commonUnknownField,
} as const;
export const connectionTexts = {
  offline: connectionOffline,
  offlineBanner: connectionOfflineBanner,
  offlineList: connectionOfflineList,
  partMissing: connectionPartMissing,
  partMissingOffline: connectionPartMissingOffline,
  partMissingTitle: connectionPartMissingTitle,
  reload: connectionReload,
  retryNow: connectionRetryNow,
  shellFailed: connectionShellFailed,
  shellSlow: connectionShellSlow,
  slow: connectionSlow,
  timedOut: connectionTimedOut,
  updated: connectionUpdated,
  updatedTitle: connectionUpdatedTitle,
} as const;
export const contactTexts = {
  failed: contactFailed,
  invalidPhone: contactInvalidPhone,
  requiredFields: contactRequiredFields,
  validEmail: contactValidEmail,
} as const;
export const deadlineTexts = {
  sendGift: deadlineSendGift,
  shareAddress: deadlineShareAddress,
  shipTreat: deadlineShipTreat,
} as const;
export const listsTexts = { loadFailed: listsLoadFailed } as const;
export const pagesTexts = {
  backToHome: pagesBackToHome,
  logInLink: pagesLogInLink,
  logInPrompt: pagesLogInPrompt,
  notFoundText: pagesNotFoundText,
  notFoundTitle: pagesNotFoundTitle,
  signUpLink: pagesSignUpLink,
  signUpPrompt: pagesSignUpPrompt,
} as const;
export const parcelTexts = {
  carrierRequired: parcelCarrierRequired,
  invalidCarrier: parcelInvalidCarrier,
  onlyTreaterPrints: parcelOnlyTreaterPrints,
  otherNumberInvalid: parcelOtherNumberInvalid,
  slipNotNow: parcelSlipNotNow,
  trackingNumberInvalid: parcelTrackingNumberInvalid,
  trackingNumberRequired: parcelTrackingNumberRequired,
} as const;
export const postTexts = {
  actionRequired: postActionRequired,
  alreadyExists: postAlreadyExists,
  coverType: postCoverType,
  createFailed: postCreateFailed,
  deleteConfirm: postDeleteConfirm,
  exchangeInProgress: postExchangeInProgress,
  imageTooBig: postImageTooBig,
  imageTooManyPixels: postImageTooManyPixels,
  invalidImage: postInvalidImage,
  invalidType: postInvalidType,
  missingAddress: postMissingAddress,
  onlyOwnerDeletes: postOnlyOwnerDeletes,
  removedByVolunteers: postRemovedByVolunteers,
  thankYouPhotoType: postThankYouPhotoType,
  titleRequired: postTitleRequired,
  transitionFailed: postTransitionFailed,
} as const;
export const pushTexts = {
  badSubscription: pushBadSubscription,
  unavailable: pushUnavailable,
  endpointMissing: pushEndpointMissing,
  endpointTooLong: pushEndpointTooLong,
  endpointNotAddress: pushEndpointNotAddress,
  endpointNotHttps: pushEndpointNotHttps,
  endpointUnknownService: pushEndpointUnknownService,
  publicKeyInvalid: pushPublicKeyInvalid,
  authSecretInvalid: pushAuthSecretInvalid,
} as const;
export const reportsTexts = {
  alreadyReported: reportsAlreadyReported,
  memberNotFound: reportsMemberNotFound,
  dailyCap: reportsDailyCap,
  noOpenReports: reportsNoOpenReports,
  noteRequired: reportsNoteRequired,
  nothingToEnd: reportsNothingToEnd,
  nothingToHide: reportsNothingToHide,
  ownPost: reportsOwnPost,
  reasonRequired: reportsReasonRequired,
  suspendSelf: reportsSuspendSelf,
  suspendVolunteer: reportsSuspendVolunteer,
  suspended: reportsSuspended,
  underReview: reportsUnderReview,
} as const;
export const searchTexts = {
  badFilter: searchBadFilter,
  label: searchLabel,
  noResults: searchNoResults,
  noneOnPage: searchNoneOnPage,
  placeholder: searchPlaceholder,
  searching: searchSearching,
  tooLong: searchTooLong,
} as const;
export const settingsTexts = {
  chooseOnOrOff: settingsChooseOnOrOff,
  unknownSetting: settingsUnknownSetting,
  checkSettings: settingsCheckSettings,
  unknownLanguage: settingsUnknownLanguage,
} as const;
export const supportTexts = {
  actionDone: {
    correctAddress: supportActionDoneCorrectAddress,
    dismissReports: supportActionDoneDismissReports,
    remove: supportActionDoneRemove,
    restoreFootprint: supportActionDoneRestoreFootprint,
    reopen: supportActionDoneReopen,
  },
  alreadyRemoved: supportAlreadyRemoved,
  cannotCorrectAddress: supportCannotCorrectAddress,
  cannotReopen: supportCannotReopen,
  contactErased: supportContactErased,
  contactNotFound: supportContactNotFound,
  historyLoadFailed: supportHistoryLoadFailed,
  impactYear: supportImpactYear,
  memberNotFound: supportMemberNotFound,
  nothingToRestore: supportNothingToRestore,
  ownExchange: supportOwnExchange,
  postDeleted: supportPostDeleted,
  postNotFound: supportPostNotFound,
  postRefInvalid: supportPostRefInvalid,
  reasonRequired: supportReasonRequired,
  searchTooLong: supportSearchTooLong,
  unknownAction: supportUnknownAction,
  volunteersOnly: supportVolunteersOnly,
} as const;
export const thanksWallTexts = {
  notOnWall: thanksWallNotOnWall,
  onlyRecipient: thanksWallOnlyRecipient,
} as const;
export const timelineTexts = {
  addressCorrected: timelineAddressCorrected,
  bookArrived: timelineBookArrived,
  endedByVolunteers: timelineEndedByVolunteers,
  formerMember: timelineFormerMember,
  giftLapsed: timelineGiftLapsed,
  giftSent: timelineGiftSent,
  moreTime: timelineMoreTime,
  giverInstruction: timelineGiverInstruction,
  labels: {
    fulfillmentMessage: timelineLabelsFulfillmentMessage,
    reason: timelineLabelsReason,
    requestMessage: timelineLabelsRequestMessage,
    shippedMessage: timelineLabelsShippedMessage,
    shippingAddress: timelineLabelsShippingAddress,
    thankYouNote: timelineLabelsThankYouNote,
  },
  offerDeclined: timelineOfferDeclined,
  offerLapsed: timelineOfferLapsed,
  offerWithdrawn: timelineOfferWithdrawn,
  onTheWay: timelineOnTheWay,
  removed: timelineRemoved,
  reopened: timelineReopened,
  requestDeclined: timelineRequestDeclined,
  requestLapsed: timelineRequestLapsed,
  requestWithdrawn: timelineRequestWithdrawn,
  statusAddressCorrected: timelineStatusAddressCorrected,
  statusEndedByVolunteers: timelineStatusEndedByVolunteers,
  statusGiftLapsed: timelineStatusGiftLapsed,
  statusMoreTime: timelineStatusMoreTime,
  statusMemberForgotten: timelineStatusMemberForgotten,
  statusOfferDeclined: timelineStatusOfferDeclined,
  statusOfferLapsed: timelineStatusOfferLapsed,
  statusOfferWithdrawn: timelineStatusOfferWithdrawn,
  statusRemoved: timelineStatusRemoved,
  statusReopened: timelineStatusReopened,
  statusRequestDeclined: timelineStatusRequestDeclined,
  statusRequestLapsed: timelineStatusRequestLapsed,
  statusRequestWithdrawn: timelineStatusRequestWithdrawn,
  treatGiven: timelineTreatGiven,
  volunteersName: timelineVolunteersName,
  waitingForConfirmation: timelineWaitingForConfirmation,
  waitingForGift: timelineWaitingForGift,
  waitingForOffer: timelineWaitingForOffer,
  waitingForRequest: timelineWaitingForRequest,
  waitingForShipping: timelineWaitingForShipping,
  wisherAddressShared: timelineWisherAddressShared,
  wishlistFulfilled: timelineWishlistFulfilled,
} as const;
export const treatTexts = {
  addressRequired: treatAddressRequired,
  alreadyClosed: treatAlreadyClosed,
  alreadyRequested: treatAlreadyRequested,
  alreadyShipped: treatAlreadyShipped,
  coverTooBig: treatCoverTooBig,
  coverType: treatCoverType,
  declineBody: treatDeclineBody,
  declineDone: treatDeclineDone,
  declineTitle: treatDeclineTitle,
  destinationRequired: treatDestinationRequired,
  emptyOwn: treatEmptyOwn,
  endedBefore: treatEndedBefore,
  noRequestNow: treatNoRequestNow,
  notFound: treatNotFound,
  notRequestedYet: treatNotRequestedYet,
  notShippedYet: treatNotShippedYet,
  onlyRequesterCloses: treatOnlyRequesterCloses,
  onlyRequesterWithdraws: treatOnlyRequesterWithdraws,
  onlyTreaterDeclines: treatOnlyTreaterDeclines,
  onlyTreaterShips: treatOnlyTreaterShips,
  ownRequest: treatOwnRequest,
  requestMessageRequired: treatRequestMessageRequired,
  requestSuccess: treatRequestSuccess,
  signInToRequest: treatSignInToRequest,
  titleRequired: treatTitleRequired,
  tooLateToDecline: treatTooLateToDecline,
  tooLateToWithdraw: treatTooLateToWithdraw,
  withdrawBody: treatWithdrawBody,
  withdrawDone: treatWithdrawDone,
  withdrawTitle: treatWithdrawTitle,
  youAlreadyRequested: treatYouAlreadyRequested,
} as const;
export const wishlistTexts = {
  addressAlreadyShared: wishlistAddressAlreadyShared,
  addressRequired: wishlistAddressRequired,
  alreadyClosed: wishlistAlreadyClosed,
  alreadyFulfilled: wishlistAlreadyFulfilled,
  alreadyOffered: wishlistAlreadyOffered,
  coverTooBig: wishlistCoverTooBig,
  coverType: wishlistCoverType,
  declineBody: wishlistDeclineBody,
  declineDone: wishlistDeclineDone,
  declineTitle: wishlistDeclineTitle,
  destinationRequired: wishlistDestinationRequired,
  emptyOfferer: wishlistEmptyOfferer,
  emptyOwn: wishlistEmptyOwn,
  endedBefore: wishlistEndedBefore,
  fulfilmentRequired: wishlistFulfilmentRequired,
  linkAndPriceRequired: wishlistLinkAndPriceRequired,
  listHeadline: wishlistListHeadline,
  noOfferNow: wishlistNoOfferNow,
  notConfirmedYet: wishlistNotConfirmedYet,
  notFound: wishlistNotFound,
  notFulfilledYet: wishlistNotFulfilledYet,
  notOfferedYet: wishlistNotOfferedYet,
  offerThanksBody: wishlistOfferThanksBody,
  offerThanksTitle: wishlistOfferThanksTitle,
  onlyGiverFulfils: wishlistOnlyGiverFulfils,
  onlyGiverAsksForTime: wishlistOnlyGiverAsksForTime,
  alreadyAskedForTime: wishlistAlreadyAskedForTime,
  onlyGiverWithdraws: wishlistOnlyGiverWithdraws,
  onlyWisherCloses: wishlistOnlyWisherCloses,
  onlyWisherConfirms: wishlistOnlyWisherConfirms,
  onlyWisherDeclines: wishlistOnlyWisherDeclines,
  ownOffer: wishlistOwnOffer,
  signInToOffer: wishlistSignInToOffer,
  titleRequired: wishlistTitleRequired,
  tooLateToDecline: wishlistTooLateToDecline,
  tooLateToWithdraw: wishlistTooLateToWithdraw,
  withdrawBody: wishlistWithdrawBody,
  withdrawDone: wishlistWithdrawDone,
  withdrawTitle: wishlistWithdrawTitle,
  moreTimeBody: wishlistMoreTimeBody,
  moreTimeDone: wishlistMoreTimeDone,
  moreTimeTitle: wishlistMoreTimeTitle,
  youAlreadyOffered: wishlistYouAlreadyOffered,
} as const;
