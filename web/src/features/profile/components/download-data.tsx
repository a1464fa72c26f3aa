// Download my data (British Columbia's PIPA right of access): one zip of the member's account,
// settings, posts, thank-you notes and photos (components/download-archive.tsx downloads it).

import { DownloadArchive } from '../../../components/download-archive.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { exportMyData } from '../api/account.ts';
import { SettingsCard } from './settings-card.tsx';

export function DownloadData() {
  return (
    <SettingsCard id="download-data" title={t('downloadData.title')}>
      <p className="mt-2 text-ink-soft">{t('downloadData.intro')}</p>
      <div className="mt-5">
        <DownloadArchive label={t('downloadData.download')} fetchLink={exportMyData} />
      </div>
    </SettingsCard>
  );
}
