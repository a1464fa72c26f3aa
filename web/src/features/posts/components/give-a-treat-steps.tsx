import { type Step, StepList } from '../../../components/form/step-list.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { shown } from '../../../lib/shown.ts';

const steps: Step[] = [
  shown({
    title: () => t('giveATreatSteps.pickASpareBook'),
    text: () => t('giveATreatSteps.aBookYouLovedAnd'),
  }),
  shown({
    title: () => t('giveATreatSteps.postItAsATreat'),
    text: () => t('giveATreatSteps.addTheTitleAPhoto'),
  }),
  shown({
    title: () => t('giveATreatSteps.receiveARequest'),
    text: () => t('giveATreatSteps.aMemberAsksForIt'),
  }),
  shown({ title: () => t('giveATreatSteps.shipIt'), text: () => t('giveATreatSteps.sendTheBookAndMark') }),
  shown({
    title: () => t('giveATreatSteps.hearTheThankYou'),
    text: () => t('giveATreatSteps.whenItArrivesTheReader'),
  }),
];

/** The 5-step explainer beside the Give a Treat form. */
export function GiveATreatSteps() {
  return <StepList steps={steps} badge="bg-forest" />;
}
