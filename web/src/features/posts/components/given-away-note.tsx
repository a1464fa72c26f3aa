import { Link } from 'react-router-dom';
import { richText } from '../../../lib/i18n/rich-text.tsx';
import { paths } from '../../../lib/paths.ts';

/** Book alerts: an open wish whose book a member is giving away as a treat says so and
 * links to that treat (the API sends `givenAway` only while both are open). */
export function GivenAwayNote({ givenAway }: { givenAway?: { treatId: string } | undefined }) {
  if (!givenAway) return null;
  return (
    <p className="rounded-lg bg-forest-soft px-3 py-2 text-ink">
      {richText('givenAwayNote.aMemberIsGivingThis', {}, [
        <Link
          key="treat"
          to={paths.treat(givenAway.treatId)}
          className="font-semibold text-forest underline"
        />,
      ])}
    </p>
  );
}
