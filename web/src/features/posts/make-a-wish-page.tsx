// /makeawish: create a wishlist (members only).

import { t } from '../../lib/i18n/i18n.ts';
import { MakeAWishSteps } from './components/make-a-wish-steps.tsx';
import { PostingPage } from './components/posting-page.tsx';
import { WishlistForm } from './components/wishlist-form.tsx';

export default function MakeAWishPage() {
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
      form={<WishlistForm />}
    />
  );
}
