// Home (spec section 2): welcome, Make a Wish / Give a Treat, the 2025 Join now banner, the writer
// spotlight, Our Values, and the live Explore Wishlists grid + What Our Recipients Say (features).
// Loaded with the app, so it stays light: the grid is a lazy chunk below the fold.

import { SPOTLIGHT_YEAR } from '@bookwish/shared/domain/constants';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { lazyPart } from '../components/lazy-part.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageSection } from '../components/ui/page-section.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { HomeWriterCards } from '../features/spotlight/components/home-writer-cards.tsx';
import { firstInterviewsShown } from '../features/spotlight/first-shown.ts';
import { formatYear, t } from '../lib/i18n/i18n.ts';
import { useLanguage } from '../lib/i18n/i18n-provider.tsx';
import { richText } from '../lib/i18n/rich-text.tsx';
import { useCreateTargets } from '../lib/nav-items.ts';
import { paths } from '../lib/paths.ts';
import { shown } from '../lib/shown.ts';

const HomeWishlists = lazyPart(() => import('../features/posts/home-wishlists.tsx'));
// Spec section 2 order: Explore Wishlists, Our Values, then What Our Recipients Say (the wall's latest).
const RecipientsSay = lazyPart<object>(() => import('../features/thanks/recipients-say.tsx'));
const HomePublishedWriters = lazyPart<object>(
  () => import('../features/spotlight/home-published-writers.tsx'),
);
// The running book drive's banner, read after the app starts (the home page is the build's static HTML).
const RunningDriveBanner = lazyPart<object>(() => import('../features/drives/running-drive-banner.tsx'));

const values = [
  shown({ title: () => t('homePage.kindnessFirst'), text: () => t('homePage.everyWishIsASmall') }),
  shown({ title: () => t('homePage.booksForEveryone'), text: () => t('homePage.aGoodBookShouldNot') }),
  shown({
    title: () => t('homePage.neighboursNotCustomers'),
    text: () => t('homePage.nothingIsSoldHereMembers'),
  }),
  shown({
    title: () => t('homePage.careWithYourDetails'),
    text: () => t('homePage.aShippingAddressIsShared'),
  }),
] as const;

export default function HomePage() {
  const targets = useCreateTargets();
  const { locale } = useLanguage();

  return (
    <>
      <title>{t('pages.home.title')}</title>

      <section aria-labelledby="join-banner" className="bg-forest text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p id="join-banner" className="text-sm sm:text-base">
            {richText('homePage.spotlightIsOpen', { year: formatYear(SPOTLIGHT_YEAR) }, [
              <strong key="open" className="font-semibold" />,
            ])}
          </p>
          <Link
            to={paths.event}
            className="inline-flex h-9 shrink-0 items-center rounded-full bg-white px-4 text-sm font-semibold text-forest hover:bg-forest-soft"
          >
            {t('homePage.joinNow')}
          </Link>
        </div>
      </section>

      <Suspense fallback={null}>
        <RunningDriveBanner />
      </Suspense>

      <section aria-labelledby="welcome" className="relative overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-14 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
              {t('homePage.welcomeToBookwish')}
            </p>
            <h1 id="welcome" className="mt-3 text-4xl leading-tight font-semibold md:text-6xl">
              {t('homePage.giftABookGrantA')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-soft">{t('homePage.weAreASmallVolunteerRun')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link {...targets.makeAWish} className={buttonClasses({ size: 'lg' })}>
                {t('homePage.makeAWish')}
              </Link>
              <Link {...targets.giveATreat} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                {t('homePage.giveATreat')}
              </Link>
            </div>
            <p className="mt-4 text-sm text-ink-soft">
              {richText('homePage.newHereSeeHowItWorks', {}, [
                <Link
                  key="how"
                  to={paths.howItWorks}
                  className="font-medium text-brand-dark underline underline-offset-2"
                />,
              ])}
            </p>
          </div>
          <img
            src="/img/hero-books.svg"
            alt=""
            width="480"
            height="400"
            fetchPriority="high"
            className="mx-auto hidden w-full max-w-md md:block"
          />
        </div>
      </section>

      <section aria-labelledby="spotlight" className="bg-paper-deep">
        <div className="mx-auto max-w-6xl px-5 py-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="spotlight" className="text-3xl font-semibold">
                {t('homePage.writerSpotlight')}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">{t('homePage.meetTheStorytellersOfOur')}</p>
            </div>
            <Link to={paths.event} className={buttonClasses({ variant: 'outline' })}>
              {t('homePage.getFeatured')}
            </Link>
          </div>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            <Suspense fallback={<HomeWriterCards interviews={firstInterviewsShown(locale)} />}>
              <HomePublishedWriters />
            </Suspense>
          </ul>
        </div>
      </section>

      <Suspense fallback={<ExploreSkeleton />}>
        <HomeWishlists />
      </Suspense>

      <PageSection id="values" title={t('homePage.ourValues')} className="mx-auto max-w-6xl px-5 py-14">
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="rounded-card border border-line bg-white p-6">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-ink-soft">{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <Suspense fallback={null}>
        <RecipientsSay />
      </Suspense>
    </>
  );
}

function ExploreSkeleton() {
  return (
    <section
      aria-busy="true"
      aria-label={t('homePage.loadingWishlists')}
      className="mx-auto max-w-6xl px-5 py-14"
    >
      <Skeleton className="h-9 w-64" />
      <div className="mt-8 grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="aspect-[2/3] w-full" />
        ))}
      </div>
    </section>
  );
}
