// Email notifications in Account Setting: three switches, saved as soon as they change. The unsubscribe
// link in every email turns the same settings off.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingNotSaved, SettingSwitch, serverHolds } from '../../../components/form/setting-switch.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { api, errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { shown } from '../../../lib/shown.ts';
import { SettingsCard } from './settings-card.tsx';

interface Prefs {
  turn: boolean;
  updates: boolean;
  alerts: boolean;
}

const OPTIONS: { key: keyof Prefs; label: string; hint: string }[] = [
  shown({
    key: 'turn',
    label: () => t('emailNotifications.whenItIsMyTurn'),
    hint: () => t('emailNotifications.anOfferOrRequestArrived'),
  }),
  shown({
    key: 'updates',
    label: () => t('emailNotifications.updates'),
    hint: () => t('emailNotifications.aThankYouNoteArrivedFor'),
  }),
  shown({
    key: 'alerts',
    label: () => t('emailNotifications.bookAlerts'),
    hint: () => t('emailNotifications.aMemberIsGivingAway'),
  }),
];

export function EmailNotifications() {
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: queryKeys.notificationPrefs(),
    queryFn: () => api<Prefs>('/api/me/notifications'),
  });
  // Each switch shows the member's choice at once, with "Saving…" beside it until the server answers;
  // the other switches stay usable (each answer updates only its own setting, so answers cannot
  // cross). Sent now or failed now: a change is never held while offline and applied later behind
  // the member's back while the switch shows the old position.
  const [saving, setSaving] = useState<Partial<Prefs>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const onToggle = async (key: keyof Prefs, on: boolean) => {
    setSaving((current) => ({ ...current, [key]: on }));
    setFailure(null);
    try {
      const next = await api<Prefs>('/api/me/notifications', { method: 'PUT', body: { [key]: on } });
      queryClient.setQueryData<Prefs>(queryKeys.notificationPrefs(), (old) =>
        old ? { ...old, [key]: next[key] } : next,
      );
    } catch (error) {
      // The answer may have been lost after the server acted: the switch shows what it holds now.
      const now = await serverHolds(() => api<Prefs>('/api/me/notifications'));
      if (now) {
        queryClient.setQueryData<Prefs>(queryKeys.notificationPrefs(), (old) =>
          old ? { ...old, [key]: now[key] } : now,
        );
      }
      if (now?.[key] !== on) setFailure(error);
    } finally {
      setSaving(({ [key]: _, ...rest }) => rest);
    }
  };

  return (
    <SettingsCard id="email-notifications" title={t('emailNotifications.emailNotifications')}>
      {prefs.isPending && <p className="mt-2 text-ink-soft">{t('emailNotifications.loadingYourSettings')}</p>}
      {prefs.isError && <Alert>{errorText(prefs.error, t('msg.common.unexpected'))}</Alert>}
      {prefs.data && (
        <fieldset className="mt-4 flex flex-col gap-3">
          <legend className="sr-only">{t('emailNotifications.emailMe')}</legend>
          {OPTIONS.map((option) => (
            <SettingSwitch
              key={option.key}
              label={option.label}
              hint={option.hint}
              on={prefs.data?.[option.key] ?? false}
              saving={saving[option.key]}
              onChange={(on) => void onToggle(option.key, on)}
            />
          ))}
        </fieldset>
      )}
      <SettingNotSaved failure={failure} />
    </SettingsCard>
  );
}
