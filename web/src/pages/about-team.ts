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
    role: 'Founder and coordinator',
    portrait: '/img/team/mei-lin.svg',
    summary: 'Started Bookwish with a box of paperbacks and a community-centre bulletin board.',
    bio: [
      'Mei Lin grew up in Richmond, where the public library was her second home. In 2013 she pinned a sheet of paper to her community-centre bulletin board asking neighbours to write down one book they wished they owned, and another for books they were ready to pass on. By the end of the month the sheet had run out of space.',
      'She still reads every new wish that comes in, looks after our partnerships with schools and shelters, and has never once managed to leave a secondhand bookshop empty-handed.',
    ],
  },
  {
    name: 'Daniel Okafor',
    role: 'Volunteer lead',
    portrait: '/img/team/daniel.svg',
    summary: 'Welcomes new volunteers and keeps our weekly packing nights running.',
    bio: [
      'Daniel joined as a packing-night helper in 2016 and now trains every new volunteer. He believes the best way to learn how Bookwish works is to wrap a book for a stranger and write them a note.',
      'A high-school science teacher in Surrey by day, he is always on the lookout for textbook wishes from students who cannot afford their course materials.',
    ],
  },
  {
    name: 'Priya Sandhu',
    role: 'Community partnerships',
    portrait: '/img/team/priya.svg',
    summary: 'Connects us with libraries, literacy groups and newcomer programs.',
    bio: [
      'Priya works with neighbourhood houses, newcomer settlement programs and literacy groups across Greater Vancouver, so that the people who would love a book the most hear about Bookwish.',
      'She reads in English and Punjabi, and is especially proud of the bilingual picture books our community has gifted to families over the years.',
    ],
  },
  {
    name: 'Lucas Tremblay',
    role: 'Website and technology',
    portrait: '/img/team/lucas.svg',
    summary: 'Builds and looks after this website in his evenings.',
    bio: [
      'Lucas is a software developer in Vancouver who moved west from Québec with two suitcases, one of them full of books. He keeps the site fast, accessible and safe, and makes sure your address is only ever seen by the person sending your book.',
      'If something on the site is not working the way you expect, he genuinely wants to hear about it through our contact form.',
    ],
  },
  {
    name: 'Hannah Nguyen',
    role: 'Book donation coordinator',
    portrait: '/img/team/hannah.svg',
    summary: 'Sorts, matches and delivers donated books around the Lower Mainland.',
    bio: [
      'Hannah answers every book donation email we receive. She arranges pick-ups and drop-offs around Greater Vancouver and matches donated books with classrooms, shelters and readers who have asked for them.',
      'Her record is 214 picture books sorted in a single afternoon, with help from her two kids and a lot of snacks.',
    ],
  },
  {
    name: 'Sam Reyes',
    role: 'Events and outreach',
    portrait: '/img/team/sam.svg',
    summary: "Runs our giveaways and the Writer's Spotlight program.",
    bio: [
      "Sam organises the Book Extravaganza giveaway and interviews the local writers featured in our Writer's Spotlight. Sam also looks after our social media, where you will find the thank-you photos members choose to share.",
      'Sam is a poet from New Westminster and believes every reader is one good book away from becoming a writer.',
    ],
  },
];

/** The photo grid on /about: six illustrated moments from our community. */
export const gallery = [
  { src: '/img/gallery/book-drive.svg', alt: 'A table stacked with donated books under a Bookwish banner' },
  { src: '/img/gallery/packing.svg', alt: 'Books being packed into a cardboard box with a heart on it' },
  { src: '/img/gallery/park-reading.svg', alt: 'A reader on a park bench under a tall tree' },
  { src: '/img/gallery/shelves.svg', alt: 'A bookshelf filled with colourful donated books' },
  { src: '/img/gallery/handoff.svg', alt: 'Two hands passing a book from one neighbour to another' },
  { src: '/img/gallery/north-shore.svg', alt: 'The North Shore mountains above the water at sunset' },
] as const;
