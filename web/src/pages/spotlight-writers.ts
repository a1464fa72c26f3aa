import { t } from '../lib/i18n/i18n.ts';
import { paths } from '../lib/paths.ts';

/** The two writers of the Writer Spotlight interviews, shown on the home banners and their pages. */
export const spotlightWriters = [
  {
    to: paths.writerSpotlight1,
    name: 'Elena Park',
    get role() {
      return t('spotlightWriters.role.poetAndPictureBookAuthor');
    },
    get home() {
      return t('spotlightWriters.burnabyBc');
    },
    portrait: '/img/writers/elena-park.svg',
    get teaser() {
      return t('spotlightWriters.onWritingInTwoLanguages');
    },
  },
  {
    to: paths.writerSpotlight2,
    name: 'Jonah Whitfield',
    get role() {
      return t('spotlightWriters.role.mysteryNovelist');
    },
    get home() {
      return t('spotlightWriters.nanaimoBc');
    },
    portrait: '/img/writers/jonah-whitfield.svg',
    get teaser() {
      return t('spotlightWriters.onFerryRideDraftsSecondhandBookshops');
    },
  },
] as const;
