import { t } from '../lib/i18n/i18n.ts';
/** The volunteer team on /about. Portraits are illustrations in web/public/img/team. */
export interface TeamMember {
  name: string;
  role: string;
  portrait: string;
  summary: string;
  bio: string[];
}

export const team: TeamMember[] = [
  {
    name: 'Mei Lin Chen',
    get role() {
      return t('aboutTeam.role.founderAndCoordinator');
    },
    portrait: '/img/team/mei-lin.svg',
    get summary() {
      return t('aboutTeam.startedBookwishWithABox');
    },
    get bio() {
      return [t('aboutTeam.bio.meiLinGrewUpIn'), t('aboutTeam.bio.sheStillReadsEveryNew')];
    },
  },
  {
    name: 'Daniel Okafor',
    get role() {
      return t('aboutTeam.role.volunteerLead');
    },
    portrait: '/img/team/daniel.svg',
    get summary() {
      return t('aboutTeam.welcomesNewVolunteersAndKeeps');
    },
    get bio() {
      return [t('aboutTeam.bio.danielJoinedAsAPacking'), t('aboutTeam.bio.aHighSchoolScienceTeacher')];
    },
  },
  {
    name: 'Priya Sandhu',
    get role() {
      return t('aboutTeam.role.communityPartnerships');
    },
    portrait: '/img/team/priya.svg',
    get summary() {
      return t('aboutTeam.connectsUsWithLibrariesLiteracy');
    },
    get bio() {
      return [t('aboutTeam.bio.priyaWorksWithNeighbourhoodHouses'), t('aboutTeam.bio.sheReadsInEnglishAnd')];
    },
  },
  {
    name: 'Lucas Tremblay',
    get role() {
      return t('aboutTeam.role.websiteAndTechnology');
    },
    portrait: '/img/team/lucas.svg',
    get summary() {
      return t('aboutTeam.buildsAndLooksAfterThis');
    },
    get bio() {
      return [t('aboutTeam.bio.lucasIsASoftwareDeveloper'), t('aboutTeam.bio.ifSomethingOnTheSite')];
    },
  },
  {
    name: 'Hannah Nguyen',
    get role() {
      return t('aboutTeam.role.bookDonationCoordinator');
    },
    portrait: '/img/team/hannah.svg',
    get summary() {
      return t('aboutTeam.sortsMatchesAndDeliversDonated');
    },
    get bio() {
      return [t('aboutTeam.bio.hannahAnswersEveryBookDonation'), t('aboutTeam.bio.herRecordIs214Picture')];
    },
  },
  {
    name: 'Sam Reyes',
    get role() {
      return t('aboutTeam.role.eventsAndOutreach');
    },
    portrait: '/img/team/sam.svg',
    get summary() {
      return t('aboutTeam.runsOurGiveawaysAndThe');
    },
    get bio() {
      return [t('aboutTeam.bio.samOrganisesTheBookExtravaganza'), t('aboutTeam.bio.samIsAPoetFrom')];
    },
  },
];

/** The photo grid on /about: six illustrated moments from our community. */
export const gallery = [
  {
    src: '/img/gallery/book-drive.svg',
    get alt() {
      return t('aboutTeam.aTableStackedWithDonated');
    },
  },
  {
    src: '/img/gallery/packing.svg',
    get alt() {
      return t('aboutTeam.booksBeingPackedIntoA');
    },
  },
  {
    src: '/img/gallery/park-reading.svg',
    get alt() {
      return t('aboutTeam.aReaderOnAPark');
    },
  },
  {
    src: '/img/gallery/shelves.svg',
    get alt() {
      return t('aboutTeam.aBookshelfFilledWithColourful');
    },
  },
  {
    src: '/img/gallery/handoff.svg',
    get alt() {
      return t('aboutTeam.twoHandsPassingABook');
    },
  },
  {
    src: '/img/gallery/north-shore.svg',
    get alt() {
      return t('aboutTeam.theNorthShoreMountainsAbove');
    },
  },
] as const;
