import { t } from '../lib/i18n/i18n.ts';
import { shown } from '../lib/shown.ts';
/** The volunteer team on /about. Portraits are illustrations in web/public/img/team. */
export interface TeamMember {
  name: string;
  role: string;
  portrait: string;
  summary: string;
  bio: string[];
}

export const team: TeamMember[] = [
  shown({
    name: 'Mei Lin Chen',
    role: () => t('aboutTeam.role.founderAndCoordinator'),
    portrait: '/img/team/mei-lin.svg',
    summary: () => t('aboutTeam.startedBookwishWithABox'),
    bio: () => [t('aboutTeam.bio.meiLinGrewUpIn'), t('aboutTeam.bio.sheStillReadsEveryNew')],
  }),
  shown({
    name: 'Daniel Okafor',
    role: () => t('aboutTeam.role.volunteerLead'),
    portrait: '/img/team/daniel.svg',
    summary: () => t('aboutTeam.welcomesNewVolunteersAndKeeps'),
    bio: () => [t('aboutTeam.bio.danielJoinedAsAPacking'), t('aboutTeam.bio.aHighSchoolScienceTeacher')],
  }),
  shown({
    name: 'Priya Sandhu',
    role: () => t('aboutTeam.role.communityPartnerships'),
    portrait: '/img/team/priya.svg',
    summary: () => t('aboutTeam.connectsUsWithLibrariesLiteracy'),
    bio: () => [
      t('aboutTeam.bio.priyaWorksWithNeighbourhoodHouses'),
      t('aboutTeam.bio.sheReadsInEnglishAnd'),
    ],
  }),
  shown({
    name: 'Lucas Tremblay',
    role: () => t('aboutTeam.role.websiteAndTechnology'),
    portrait: '/img/team/lucas.svg',
    summary: () => t('aboutTeam.buildsAndLooksAfterThis'),
    bio: () => [t('aboutTeam.bio.lucasIsASoftwareDeveloper'), t('aboutTeam.bio.ifSomethingOnTheSite')],
  }),
  shown({
    name: 'Hannah Nguyen',
    role: () => t('aboutTeam.role.bookDonationCoordinator'),
    portrait: '/img/team/hannah.svg',
    summary: () => t('aboutTeam.sortsMatchesAndDeliversDonated'),
    bio: () => [t('aboutTeam.bio.hannahAnswersEveryBookDonation'), t('aboutTeam.bio.herRecordIs214Picture')],
  }),
  shown({
    name: 'Sam Reyes',
    role: () => t('aboutTeam.role.eventsAndOutreach'),
    portrait: '/img/team/sam.svg',
    summary: () => t('aboutTeam.runsOurGiveawaysAndThe'),
    bio: () => [t('aboutTeam.bio.samOrganisesTheBookExtravaganza'), t('aboutTeam.bio.samIsAPoetFrom')],
  }),
];

/** The photo grid on /about: six illustrated moments from our community. */
export const gallery = [
  shown({ src: '/img/gallery/book-drive.svg', alt: () => t('aboutTeam.aTableStackedWithDonated') }),
  shown({ src: '/img/gallery/packing.svg', alt: () => t('aboutTeam.booksBeingPackedIntoA') }),
  shown({ src: '/img/gallery/park-reading.svg', alt: () => t('aboutTeam.aReaderOnAPark') }),
  shown({ src: '/img/gallery/shelves.svg', alt: () => t('aboutTeam.aBookshelfFilledWithColourful') }),
  shown({ src: '/img/gallery/handoff.svg', alt: () => t('aboutTeam.twoHandsPassingABook') }),
  shown({ src: '/img/gallery/north-shore.svg', alt: () => t('aboutTeam.theNorthShoreMountainsAbove') }),
] as const;
