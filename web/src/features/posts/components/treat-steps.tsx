// The form of the treat step the API lets this reader take now (spec sections 4 and 6: the treater
// marks it shipped when Requested; the requester confirms receipt when Shipped).

import { shipFormSchema } from '@bookwish/shared/domain/schemas/transitions';
import { t } from '../../../lib/i18n/i18n.ts';
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
        heading={t('treatSteps.shipTheBook')}
        intro={t('treatSteps.requestedThisBookSend', {
          requestDisplayName: treat.requestDisplayName ?? 'A member',
        })}
        name="shippedMessage"
        label={t('treatSteps.message')}
        optional
        placeholder={t('treatSteps.expectedDeliveryDateOrTracking')}
        schema={shipFormSchema}
        parcel
        submitLabel={t('treatSteps.markAsShipped')}
        successText={t('treatSteps.thankYouTheReaderCan')}
      />
    );
  }
  if (step === 'close') {
    return <CloseForm kind="treat" postId={id} version={version} />;
  }
  return null;
}
