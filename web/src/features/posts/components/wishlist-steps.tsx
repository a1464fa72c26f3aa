// The form of the wishlist step the API lets this reader take now (spec sections 4 and 6: the wisher
// shares the address when Offered and confirms receipt when Fulfilled; the giver reports the gift when
// Confirmed). Everyone else sees only the timeline.

import { confirmSchema, fulfilFormSchema } from '@bookwish/shared/domain/schemas/transitions';
import { t } from '../../../lib/i18n/i18n.ts';
import type { PostView } from '../api/post-types.ts';
import { CloseForm } from './close-form.tsx';
import { formStep } from './post-actions.ts';
import { StepForm } from './step-form.tsx';

const addressSchema = confirmSchema.pick({ shippingAddress: true });

export default function WishlistSteps({ wishlist }: { wishlist: PostView<'wishlist'> }) {
  const { id, version } = wishlist;
  const step = formStep(wishlist);
  if (step === 'confirm') {
    return (
      <StepForm
        kind="wishlist"
        postId={id}
        version={version}
        action="confirm"
        heading={t('wishlistSteps.acceptTheOffer')}
        intro={t('wishlistSteps.offeredToGiftYou', {
          offerDisplayName: wishlist.offerDisplayName ?? 'A member',
        })}
        name="shippingAddress"
        label={t('wishlistSteps.shippingAddress')}
        placeholder={t('wishlistSteps.nameStreetCityProvinceOr')}
        autoComplete="street-address"
        schema={addressSchema}
        submitLabel={t('wishlistSteps.submit')}
        successText={t('wishlistSteps.yourAddressHasBeenShared')}
      />
    );
  }
  if (step === 'fulfil') {
    return (
      <StepForm
        kind="wishlist"
        postId={id}
        version={version}
        action="fulfil"
        heading={t('wishlistSteps.letThemKnowItSOn')}
        intro={t('wishlistSteps.onceYouHaveOrderedThe')}
        name="fulfillmentMessage"
        label={t('wishlistSteps.message')}
        placeholder={t('wishlistSteps.expectedShippingDateOrTracking')}
        schema={fulfilFormSchema}
        parcel
        submitLabel={t('wishlistSteps.submit')}
        successText={t('wishlistSteps.thankYouTheRecipientCan')}
      />
    );
  }
  if (step === 'close') {
    return <CloseForm kind="wishlist" postId={id} version={version} />;
  }
  return null;
}
