import { type Step, StepList } from '../../../components/form/step-list.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { shown } from '../../../lib/shown.ts';

const steps: Step[] = [
  shown({
    title: () => t('makeAWishSteps.tellUsTheBook'),
    text: () => t('makeAWishSteps.addTheTitleTheAuthor'),
  }),
  shown({
    title: () => t('makeAWishSteps.showWhereToBuyIt'),
    text: () => t('makeAWishSteps.pasteALinkToThe'),
  }),
  shown({
    title: () => t('makeAWishSteps.waitForAnOffer'),
    text: () => t('makeAWishSteps.shareYourWishWithFriends'),
  }),
  shown({
    title: () => t('makeAWishSteps.shareYourAddress'),
    text: () => t('makeAWishSteps.confirmTheOfferWithYour'),
  }),
  shown({
    title: () => t('makeAWishSteps.sayThankYou'),
    text: () => t('makeAWishSteps.whenTheBookArrivesPress'),
  }),
];

/** The step-by-step explainer beside the Make a Wish form. */
export function MakeAWishSteps() {
  return <StepList steps={steps} badge="bg-brand" />;
}
