// Every English text of the gratitude wall, the wall choice at Book Received and the giving counts, in
// one object, so the translations can take them into the catalogues in one step.

export const thanksTexts = {
  menuLabel: 'Thank-yous',
  pageTitle: 'Gratitude Wall · Bookwish',
  heading: 'Gratitude Wall',
  intro:
    'Thank-you notes from members whose books arrived, shared here by the readers who wrote them. Newest first.',
  listLabel: 'Thank-you notes',
  pagesLabel: 'Thank-you notes pages',
  empty: 'No thank-you notes on the wall yet. Every book that arrives can bring one.',
  loadFailed: 'The thank-you notes could not be loaded.',
  retry: 'Retry',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  /** The card's byline: who thanked whom. */
  thanked: (recipient: string, giver: string) => `${recipient} thanked ${giver}`,
  aReader: 'A reader',
  aGiver: 'their giver',
  photoAlt: (title: string) => `Thank-you photo for ${title}`,
  receivedOn: (date: string) => `Received ${date}`,
  readPost: (title: string) => `Read the post for ${title}`,
  // Home: What Our Recipients Say, from the wall.
  homeHeading: 'What Our Recipients Say',
  homeLoading: 'Gathering thank-you notes…',
  homeEmpty:
    'Every book that arrives comes with a thank-you. The first notes of the season will appear here soon.',
  homeSeeAll: 'See all thank-you notes',
  onReceiving: 'on receiving',
  // Book Received: the recipient's choice.
  wallChoice: 'Put it on the Gratitude Wall',
  wallChoiceHint:
    'Your note and photo, your first name, your giver’s first name and the book, for everyone to read on the wall and the home page. You can take it off later from your profile.',
  // Profile.
  givingHeading: 'Your giving',
  booksGiven: 'Books given',
  booksReceived: 'Books received',
  countsFailed: 'Your counts could not be loaded.',
  onWallHeading: 'Your thank-yous on the Gratitude Wall',
  onWallNone: 'None of your thank-you notes is on the wall.',
  takeOff: 'Take off the wall',
  takingOff: 'Taking off…',
  takenOff: 'Your thank-you note is off the wall.',
  takeOffFailed: 'Your thank-you note could not be taken off the wall. Please try again.',
} as const;
