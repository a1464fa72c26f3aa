// /makeawish: create a wishlist (members only).

import { RequireSignIn } from '../../lib/auth-guard.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { MakeAWishSteps } from './components/make-a-wish-steps.tsx';
import { WishlistForm } from './components/wishlist-form.tsx';

export default function MakeAWishPage() {
  return (
    <RequireSignIn>
      <div className="mx-auto max-w-6xl px-5 py-10">
        <title>{t('pages.makeawish.title')}</title>
        <h1 className="text-3xl font-bold md:text-4xl">{t('makeAWishPage.makeAWish')}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{t('makeAWishPage.wishingForABookYou')}</p>
        <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
          <aside aria-labelledby="wish-steps" className="self-start rounded-card bg-paper-deep p-6">
            <h2 id="wish-steps" className="mb-4 text-xl font-semibold">
              {t('makeAWishPage.howItWorks')}
            </h2>
            <MakeAWishSteps />
          </aside>
          <section aria-label={t('makeAWishPage.yourWish')} className="rounded-card bg-white p-6 shadow-card">
            <WishlistForm />
          </section>
        </div>
      </div>
    </RequireSignIn>
  );
}
