import { paths } from '../lib/paths.ts';

/** The two writers of the Writer Spotlight interviews, shown on the home banners and their pages. */
export const spotlightWriters = [
  {
    to: paths.writerSpotlight1,
    name: 'Elena Park',
    role: 'Poet and picture-book author',
    home: 'Burnaby, BC',
    portrait: '/img/writers/elena-park.svg',
    teaser: 'On writing in two languages, library cards, and why a poem can be a good first book.',
  },
  {
    to: paths.writerSpotlight2,
    name: 'Jonah Whitfield',
    role: 'Mystery novelist',
    home: 'Nanaimo, BC',
    portrait: '/img/writers/jonah-whitfield.svg',
    teaser: 'On ferry-ride drafts, secondhand bookshops, and the clue he always hides in chapter three.',
  },
] as const;
