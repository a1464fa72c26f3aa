import { type Step, StepList } from '../../../components/form/step-list.tsx';
import { t } from '../../../lib/i18n/i18n.ts';

const steps: Step[] = [
  {
    get title() {
      return t('giveATreatSteps.pickASpareBook');
    },
    get text() {
      return t('giveATreatSteps.aBookYouLovedAnd');
    },
  },
  {
    get title() {
      return t('giveATreatSteps.postItAsATreat');
    },
    get text() {
      return t('giveATreatSteps.addTheTitleAPhoto');
    },
  },
  {
    get title() {
      return t('giveATreatSteps.receiveARequest');
    },
    get text() {
      return t('giveATreatSteps.aMemberAsksForIt');
    },
  },
  {
    get title() {
      return t('giveATreatSteps.shipIt');
    },
    get text() {
      return t('giveATreatSteps.sendTheBookAndMark');
    },
  },
  {
    get title() {
      return t('giveATreatSteps.hearTheThankYou');
    },
    get text() {
      return t('giveATreatSteps.whenItArrivesTheReader');
    },
  },
];

/** The 5-step explainer beside the Give a Treat form. */
export function GiveATreatSteps() {
  return <StepList steps={steps} badge="bg-forest" />;
}
