// /giveatreat: post a spare book (members only).

import { t } from '../../lib/i18n/i18n.ts';
import { GiveATreatSteps } from './components/give-a-treat-steps.tsx';
import { PostingPage } from './components/posting-page.tsx';
import { TreatForm } from './components/treat-form.tsx';

export default function GiveATreatPage() {
  return (
    <PostingPage
      stepsId="treat-steps"
      words={{
        title: t('pages.giveatreat.title'),
        heading: t('giveATreatPage.giveATreat'),
        lead: t('giveATreatPage.haveABookOnYour'),
        howItWorks: t('giveATreatPage.howItWorks'),
        form: t('giveATreatPage.yourTreat'),
      }}
      steps={<GiveATreatSteps />}
      form={<TreatForm />}
    />
  );
}
