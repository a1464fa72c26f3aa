// The first two Writer's Spotlight interviews, written before interviews were records: their words are
// the catalogue's (each language translated with the app), their pages /writerspotlight1 and 2 (built
// and prerendered with the app, so they stay where they were linked). The demo seed stores them as the
// first two records, in six languages, from these same keys (functions/src/local/seed-spotlight.ts);
// a volunteer's edit of a record then shows on its page once the app reads it.
// Pure data: no import the seed could not load.

export const FIRST_INTERVIEWS = [
  {
    slug: 'elena-park',
    path: '/writerspotlight1',
    name: 'Elena Park',
    portrait: '/img/writers/elena-park.svg',
    publishedAt: Date.UTC(2025, 3, 10),
    keys: {
      role: 'spotlightWriters.role.poetAndPictureBookAuthor',
      home: 'spotlightWriters.burnabyBc',
      teaser: 'spotlightWriters.onWritingInTwoLanguages',
      intro: 'writerSpotlight1Page.elenaParkWritesPoemsFor',
      answers: [
        'writerSpotlight1Page.iWasBornInSeoul',
        'writerSpotlight1Page.aBatteredLibraryCopyOf',
        'writerSpotlight1Page.inGradeFiveATeacher',
        'writerSpotlight1Page.aPictureBookAboutA',
        'writerSpotlight1Page.twoQuietHoursOnePage',
        'writerSpotlight1Page.theBurnabyPublicLibraryAbsolutely',
        'writerSpotlight1Page.maryOliverSDevotionsIHave',
        'writerSpotlight1Page.readYourWorkOutLoud',
        'writerSpotlight1Page.keepASmallNotebookAnd',
        'writerSpotlight1Page.aKoreanEnglishPictureDictionaryFor',
      ],
    },
  },
  {
    slug: 'jonah-whitfield',
    path: '/writerspotlight2',
    name: 'Jonah Whitfield',
    portrait: '/img/writers/jonah-whitfield.svg',
    publishedAt: Date.UTC(2025, 4, 8),
    keys: {
      role: 'spotlightWriters.role.mysteryNovelist',
      home: 'spotlightWriters.nanaimoBc',
      teaser: 'spotlightWriters.onFerryRideDraftsSecondhandBookshops',
      intro: 'writerSpotlight2Page.jonahWhitfieldHasWrittenFour',
      answers: [
        'writerSpotlight2Page.iGrewUpInPort',
        'writerSpotlight2Page.theWestingGameByEllen',
        'writerSpotlight2Page.muchLaterThanPeopleExpect',
        'writerSpotlight2Page.aFifthMysterySetDuring',
        'writerSpotlight2Page.honestlyAFerryCrossingForty',
        'writerSpotlight2Page.theOldSecondhandBookshopsOf',
        'writerSpotlight2Page.theWestingGameAgainTo',
        'writerSpotlight2Page.playFairWithYourReader',
        'writerSpotlight2Page.finishThingsYourFirstStory',
        'writerSpotlight2Page.aFirstEditionOfThe',
      ],
    },
  },
] as const;

export type FirstInterview = (typeof FIRST_INTERVIEWS)[number];
