// /makeawish: create a wishlist (members only).

import { t } from '../../lib/i18n/i18n.ts';
import { MakeAWishSteps } from './components/make-a-wish-steps.tsx';
import { PostingPage } from './components/posting-page.tsx';
import { type DriveChoiceSlot, WishlistForm } from './components/wishlist-form.tsx';

/** `driveChoice`: the book drives' choice, composed in app/ (features do not import each other). */
export default function MakeAWishPage({ driveChoice }: { driveChoice?: DriveChoiceSlot } = {}) {
  return (
    <PostingPage
      stepsId="wish-steps"
      words={{
        title: t('pages.makeawish.title'),
        heading: t('makeAWishPage.makeAWish'),
        lead: t('makeAWishPage.wishingForABookYou'),
        howItWorks: t('makeAWishPage.howItWorks'),
        form: t('makeAWishPage.yourWish'),
      }}
      steps={<MakeAWishSteps />}
      form={<WishlistForm driveChoice={driveChoice} />}
    />
  );
}
