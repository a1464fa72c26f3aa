// /treats: every treat, newest first, 30 a page; with search words or filters in the URL, the matching ones.

import { t } from '../../lib/i18n/i18n.ts';
import { ExplorePage } from './components/explore-page.tsx';

export default function TreatsPage() {
  return (
    <ExplorePage
      kind="treat"
      words={{
        title: t('pages.treats.title'),
        heading: t('treatsPage.exploreTreats'),
        lead: t('treatsPage.spareBooksFromMembersWho'),
        list: t('treatsPage.treats'),
      }}
    />
  );
}
