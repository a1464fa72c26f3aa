// About Us (spec section 2): Our mission, Our team (a card's image opens the full bio in a dialog),
// Our story, Join our team, and a photo grid with its own desktop and mobile layouts.

import { FOUNDED_YEAR, SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { DialogContent, DialogRoot, DialogTrigger } from '../components/ui/dialog.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { PageSection } from '../components/ui/page-section.tsx';
import { formatYear, t } from '../lib/i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { gallery, type TeamMember, team } from './about-team.ts';

export default function AboutPage() {
  return (
    <>
      <title>{t('pages.about.title')}</title>
      <PageHeader width="wide" eyebrow={t('aboutPage.aboutUs')} title={t('aboutPage.aLittleNonprofitWithA')}>
        {t('aboutPage.registeredNonprofitSince', { year: formatYear(FOUNDED_YEAR) })}
      </PageHeader>

      <div className="mx-auto max-w-6xl px-5">
        <section aria-labelledby="mission" className="grid gap-8 py-14 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="mission" className="text-3xl font-semibold">
              {t('aboutPage.ourMission')}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">{t('aboutPage.weBelieveThatNobodyShould')}</p>
            <p className="mt-4 text-ink-soft">{t('aboutPage.weDoNotSellAnything')}</p>
          </div>
          <PhotoGrid />
        </section>

        <PageSection id="team" title={t('aboutPage.ourTeam')} className="py-14">
          <p className="mt-2 max-w-2xl text-ink-soft">{t('aboutPage.everyOneOfUsIs')}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member.name}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        </PageSection>

        <section aria-labelledby="story" className="py-14">
          <div className="rounded-card bg-paper-deep p-8 md:p-12">
            <h2 id="story" className="text-3xl font-semibold">
              {t('aboutPage.ourStory')}
            </h2>
            <div className="mt-4 grid gap-6 text-ink-soft md:grid-cols-2">
              <p>{t('aboutPage.itBeganInYear', { year: formatYear(FOUNDED_YEAR) })}</p>
              <p>{t('aboutPage.overTheYearsTheBulletin')}</p>
            </div>
          </div>
        </section>

        <PageSection id="join" title={t('aboutPage.joinOurTeam')} className="py-14 text-center">
          <p className="mx-auto mt-4 max-w-2xl text-ink-soft">{t('aboutPage.weAreAlwaysGladTo')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.contact} className={buttonClasses()}>
              {t('aboutPage.contactUs')}
            </Link>
            <a
              href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('aboutPage.mail.volunteeringSubject'))}`}
              className={buttonClasses({ variant: 'outline' })}
            >
              {t('aboutPage.emailAddress', { email: SUPPORT_EMAIL })}
            </a>
          </div>
        </PageSection>
      </div>
    </>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-card border border-line bg-white p-6 text-center shadow-card">
      <DialogRoot>
        <DialogTrigger
          className="rounded-full transition-transform hover:scale-[1.03]"
          aria-label={t('aboutPage.readSBio', { name: member.name })}
        >
          <img
            src={member.portrait}
            alt=""
            width="160"
            height="160"
            loading="lazy"
            className="size-36 rounded-full"
          />
        </DialogTrigger>
        <DialogContent title={member.name} description={member.role}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={member.portrait}
              alt=""
              width="112"
              height="112"
              className="size-24 shrink-0 rounded-full"
            />
            <div className="space-y-3 text-ink-soft">
              {member.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </DialogContent>
      </DialogRoot>
      <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
      <p className="text-sm font-medium text-brand-dark">{member.role}</p>
      <p className="mt-3 text-ink-soft">{member.summary}</p>
    </article>
  );
}

/** One community photo, as both layouts of the grid show it. */
function GalleryPhoto({ photo, className }: { photo: (typeof gallery)[number]; className: string }) {
  return (
    <img src={photo.src} alt={photo.alt} width="400" height="400" loading="lazy" className={className} />
  );
}

/** Desktop: a six-tile mosaic with two tall tiles. Mobile: a simple two-column grid of squares. */
function PhotoGrid() {
  const desktopSpans = ['row-span-2', '', '', 'row-span-2', '', 'row-span-2'];
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 md:hidden" aria-label={t('aboutPage.photosFromOurCommunity')}>
        {gallery.map((photo) => (
          <li key={photo.src}>
            <GalleryPhoto photo={photo} className="aspect-square w-full rounded-xl object-cover" />
          </li>
        ))}
      </ul>
      <ul
        className="hidden h-[26rem] grid-flow-col grid-cols-3 grid-rows-3 gap-3 md:grid"
        aria-label={t('aboutPage.photosFromOurCommunity')}
      >
        {gallery.map((photo, index) => (
          <li key={photo.src} className={cn('overflow-hidden rounded-xl', desktopSpans[index])}>
            <GalleryPhoto photo={photo} className="size-full object-cover" />
          </li>
        ))}
      </ul>
    </div>
  );
}
