// My area in Account Setting: where the member can meet to hand a book over (shared/domain/areas.ts),
// saved as soon as it is chosen, with the member's other settings (PUT /api/me/notifications). The
// explore pages' "in person" filter and a new treat's in-person offer start from it.

import type { AreaId } from '@bookwish/shared/domain/areas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SettingNotSaved, serverHolds } from '../../../components/form/setting-switch.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { api, errorText } from '../../../lib/api.ts';
import { AreaOptions } from '../../../lib/area-options.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { keptTexts } from '../../../lib/kept-texts.ts';
import type { MemberSettings } from '../../../lib/my-area.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { SettingsCard } from './settings-card.tsx';

const control =
  'w-full rounded-xl border border-line bg-white px-4 py-2.5 text-ink focus:border-brand focus:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand/40 disabled:bg-paper-deep';

export function MyArea() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: queryKeys.notificationPrefs(),
    queryFn: () => api<MemberSettings>('/api/me/notifications'),
  });
  // The choice shows at once, "Saving…" beside it until the server answers (as the switches above).
  const [saving, setSaving] = useState<AreaId | null | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const choose = async (value: string) => {
    const area = (value || null) as AreaId | null;
    setSaving(area);
    setSaved(false);
    setFailure(null);
    try {
      const next = await api<MemberSettings>('/api/me/notifications', { method: 'PUT', body: { area } });
      queryClient.setQueryData<MemberSettings>(queryKeys.notificationPrefs(), (old) =>
        old ? { ...old, area: next.area } : next,
      );
      setSaved(true);
    } catch (error) {
      // The answer may have been lost after the server acted: the select shows what it holds now.
      const now = await serverHolds(() => api<MemberSettings>('/api/me/notifications'));
      if (now) {
        queryClient.setQueryData<MemberSettings>(queryKeys.notificationPrefs(), (old) =>
          old ? { ...old, area: now.area } : now,
        );
      }
      if (now?.area !== area) setFailure(error);
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <SettingsCard id="my-area" title={t('inPerson.myArea')}>
      {settings.isPending && (
        <p className="mt-2 text-ink-soft">{t('emailNotifications.loadingYourSettings')}</p>
      )}
      {settings.isError && <Alert>{errorText(settings.error, t('msg.common.unexpected'))}</Alert>}
      {settings.data && (
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={`${id}-area`} className="font-semibold text-ink">
            {t('inPerson.area')}
          </label>
          <select
            id={`${id}-area`}
            className={control}
            aria-describedby={`${id}-hint`}
            aria-busy={saving !== undefined || undefined}
            disabled={saving !== undefined}
            value={(saving === undefined ? settings.data.area : saving) ?? ''}
            onChange={(e) => void choose(e.target.value)}
          >
            <option value="">{t('inPerson.noArea')}</option>
            <AreaOptions />
          </select>
          <p id={`${id}-hint`} className="text-sm text-ink-soft">
            {t('inPerson.myAreaHint')}
          </p>
          <p aria-live="polite" className="text-sm text-ink-soft">
            {saving !== undefined ? keptTexts.settingSaving : saved ? t('inPerson.areaSaved') : ''}
          </p>
        </div>
      )}
      <SettingNotSaved failure={failure} />
    </SettingsCard>
  );
}
