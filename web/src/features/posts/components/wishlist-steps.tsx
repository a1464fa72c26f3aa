// The form of the wishlist step the API lets this reader take now (spec sections 4 and 6: the wisher
// shares the address when Offered and confirms receipt when Fulfilled; the giver reports the gift when
// Confirmed). Everyone else sees only the timeline.
import { confirmSchema, fulfilFormSchema } from '@bookwish/shared/domain/schemas/transitions';
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
        heading="Accept the offer"
        intro={`${wishlist.offerDisplayName ?? 'A member'} offered to gift you this book. Share the address it should be shipped to; only your giver will see it.`}
        name="shippingAddress"
        label="Shipping address"
        placeholder="Name, street, city, province or state, postal code, country"
        autoComplete="street-address"
        schema={addressSchema}
        submitLabel="Submit"
        successText="Your address has been shared with your giver."
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
        heading="Let them know it's on its way"
        intro="Once you have ordered the book, tell the recipient when to expect it, for example the expected shipping date or a tracking number."
        name="fulfillmentMessage"
        label="Message"
        placeholder="Expected shipping date or tracking number"
        schema={fulfilFormSchema}
        parcel
        submitLabel="Submit"
        successText="Thank you! The recipient can now see your message."
      />
    );
  }
  if (step === 'close') {
    return <CloseForm kind="wishlist" postId={id} version={version} />;
  }
  return null;
}
