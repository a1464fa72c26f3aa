import { type Step, StepList } from '../../../components/form/step-list.tsx';
import { t } from '../../../lib/i18n/i18n.ts';

const steps: Step[] = [
  {
    get title() {
      return t('makeAWishSteps.tellUsTheBook');
    },
    get text() {
      return t('makeAWishSteps.addTheTitleTheAuthor');
    },
  },
  {
    get title() {
      return t('makeAWishSteps.showWhereToBuyIt');
    },
    get text() {
      return t('makeAWishSteps.pasteALinkToThe');
    },
  },
  {
    get title() {
      return t('makeAWishSteps.waitForAnOffer');
    },
    get text() {
      return t('makeAWishSteps.shareYourWishWithFriends');
    },
  },
  {
    get title() {
      return t('makeAWishSteps.shareYourAddress');
    },
    get text() {
      return t('makeAWishSteps.confirmTheOfferWithYour');
    },
  },
  {
    get title() {
      return t('makeAWishSteps.sayThankYou');
    },
    get text() {
      return t('makeAWishSteps.whenTheBookArrivesPress');
    },
  },
];

/** The step-by-step explainer beside the Make a Wish form. */
export function MakeAWishSteps() {
  return <StepList steps={steps} badge="bg-brand" />;
}
