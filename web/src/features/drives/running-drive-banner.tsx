// The home page's banner of the running book drive: its name, its partner and its books gifted so far,
// with a link to its page. Nothing while no drive is open (or while the open drives are on their way).

import { Link } from 'react-router-dom';
import { ProgramWords } from '../../components/program/program-words.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useOpenDrives } from './api/drives-api.ts';
import { DriveProgress } from './components/drive-progress.tsx';
import { useDriveWords } from './components/drive-words.ts';

export default function RunningDriveBanner() {
  const open = useOpenDrives();
  const wordsOf = useDriveWords();
  const drive = open.data?.running;
  if (!drive) return null;
  const words = wordsOf(drive.texts);
  return (
    <section aria-labelledby="running-drive" className="border-b border-line bg-forest-soft">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-5 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm font-semibold tracking-wide text-forest uppercase">
            {t('drives.bannerLabel')}
          </p>
          <h2 id="running-drive" className="text-xl font-semibold">
            <ProgramWords text={words.name} />
          </h2>
          <DriveProgress gifted={drive.gifted} goal={drive.goal} className="max-w-md" />
        </div>
        <Link
          to={paths.drive(drive.id)}
          className="inline-flex h-10 shrink-0 items-center self-start rounded-full bg-forest px-5 text-sm font-semibold text-white hover:bg-[#245740] md:self-center"
        >
          {t('drives.seeDrive')}
        </Link>
      </div>
    </section>
  );
}
