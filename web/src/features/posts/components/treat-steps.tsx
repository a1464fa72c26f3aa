// The form of the treat step the API lets this reader take now (spec sections 4 and 6: the treater
// marks it shipped when Requested; the requester confirms receipt when Shipped).
import { shipFormSchema } from '@bookwish/shared/domain/schemas/transitions';
import type { PostView } from '../api/post-types.ts';
import { CloseForm } from './close-form.tsx';
import { formStep } from './post-actions.ts';
import { StepForm } from './step-form.tsx';

export default function TreatSteps({ treat }: { treat: PostView<'treat'> }) {
  const { id, version } = treat;
  const step = formStep(treat);
  if (step === 'ship') {
    return (
      <StepForm
        kind="treat"
        postId={id}
        version={version}
        action="ship"
        heading="Ship the book"
        intro={`${treat.requestDisplayName ?? 'A member'} requested this book. Send it to the address above, then mark it as shipped.`}
        name="shippedMessage"
        label="Message"
        optional
        placeholder="Expected delivery date or tracking number"
        schema={shipFormSchema}
        parcel
        submitLabel="Mark as Shipped"
        successText="Thank you! The reader can see the book is on its way."
      />
    );
  }
  if (step === 'close') {
    return <CloseForm kind="treat" postId={id} version={version} />;
  }
  return null;
}
