import { Link } from 'react-router-dom';
import { t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';

/** Book alerts: an open wish whose book a member is giving away as a treat says so and
 * links to that treat (the API sends `givenAway` only while both are open). */
export function GivenAwayNote({ givenAway }: { givenAway?: { treatId: string } | undefined }) {
  if (!givenAway) return null;
  return (
    <p className="rounded-lg bg-forest-soft px-3 py-2 text-ink">
      {t('givenAwayNote.aMemberIsGivingThis')}{' '}
      <Link to={paths.treat(givenAway.treatId)} className="font-semibold text-forest underline">
        {t('givenAwayNote.seeTheTreat')}
      </Link>
    </p>
  );
}
