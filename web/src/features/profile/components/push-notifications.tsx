// Notifications on this device (Web Push) in Account Setting: one switch, per device, turned on only
// here (Bookwish never asks on a visit). On: the browser's permission, the service worker's push
// subscription with the server's key, and the subscription handed to the server; off: the other way.
// Which kinds come follows the email settings above (the notifier pushes beside each email). A second
// switch, for every device of the member, asks for discreet notifications: a lock screen then shows
// neither the book nor the other member (saved with the email settings).

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingNotSaved, SettingSwitch, serverHolds } from '../../../components/form/setting-switch.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { api, errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { SettingsCard } from './settings-card.tsx';

type DeviceState =
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | { kind: 'ready'; publicKey: string; on: boolean };

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration, or null when none comes (a browser or setting without one). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  const ready = navigator.serviceWorker.ready;
  const none = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([ready, none]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

async function readDeviceState(): Promise<DeviceState> {
  if (!supported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  const query = subscription ? `?${new URLSearchParams({ endpoint: subscription.endpoint })}` : '';
  const status = await api<{ publicKey: string; on: boolean }>(`/api/me/push${query}`);
  return { kind: 'ready', publicKey: status.publicKey, on: status.on };
}

/** The key as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

class CouldNotSubscribe extends Error {}

async function turnOn(publicKey: string): Promise<'on' | 'blocked'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const worker = await registration();
  if (!worker) throw new CouldNotSubscribe();
  let subscription: PushSubscription;
  try {
    subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
  } catch {
    // No push service reachable (some browsers, private windows, a headless one): said in our words.
    throw new CouldNotSubscribe();
  }
  await api('/api/me/push', { method: 'POST', body: subscription.toJSON() });
  return 'on';
}

async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api('/api/me/push', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  // The browser forgets it too: nothing of this member is pushed here again.
  await subscription.unsubscribe().catch(() => false);
}

/** Discreet notifications: saved at once, as the email switches are. */
function DiscreetSwitch() {
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: queryKeys.notificationPrefs(),
    queryFn: () => api<{ discreet: boolean }>('/api/me/notifications'),
  });
  const [saving, setSaving] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const onToggle = async (on: boolean) => {
    setSaving(on);
    setFailure(null);
    try {
      const next = await api<{ discreet: boolean }>('/api/me/notifications', {
        method: 'PUT',
        body: { discreet: on },
      });
      queryClient.setQueryData<{ discreet: boolean }>(queryKeys.notificationPrefs(), (old) =>
        old ? { ...old, discreet: next.discreet } : next,
      );
    } catch (error) {
      // As for the device's switch: what the server holds after a lost answer, not the old position.
      const now = await serverHolds(() => api<{ discreet: boolean }>('/api/me/notifications'));
      if (now) {
        queryClient.setQueryData<{ discreet: boolean }>(queryKeys.notificationPrefs(), (old) =>
          old ? { ...old, discreet: now.discreet } : now,
        );
      }
      if (now?.discreet !== on) setFailure(error);
    } finally {
      setSaving(null);
    }
  };

  if (!prefs.data) return null;
  return (
    <div className="mt-3">
      <SettingSwitch
        label={t('pushNotifications.discreet')}
        hint={t('pushNotifications.discreetHint')}
        on={prefs.data.discreet}
        saving={saving ?? undefined}
        onChange={(on) => void onToggle(on)}
      />
      <SettingNotSaved failure={failure} />
    </div>
  );
}

export function PushNotifications() {
  const queryClient = useQueryClient();
  const device = useQuery({
    queryKey: queryKeys.pushDevice(),
    queryFn: readDeviceState,
    // The browser's permission can change in its settings while the page is away.
    refetchOnWindowFocus: true,
  });
  const [saving, setSaving] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const onToggle = async (on: boolean) => {
    if (device.data?.kind !== 'ready') return;
    setSaving(on);
    setFailure(null);
    try {
      let result: 'on' | 'off' | 'blocked' = 'off';
      if (on) result = await turnOn(device.data.publicKey);
      else await turnOff();
      queryClient.setQueryData<DeviceState>(queryKeys.pushDevice(), (old) =>
        result === 'blocked'
          ? { kind: 'blocked' }
          : old?.kind === 'ready'
            ? { ...old, on: result === 'on' }
            : old,
      );
    } catch (error) {
      // The answer may have been lost after the server acted: the switch shows what the server holds
      // now, read again, and "not saved" is said only when the change really did not hold.
      const now = await serverHolds(readDeviceState);
      if (now) queryClient.setQueryData<DeviceState>(queryKeys.pushDevice(), now);
      if (now?.kind !== 'ready' || now.on !== on) setFailure(error);
    } finally {
      setSaving(null);
    }
  };

  const state = device.data;
  return (
    <SettingsCard id="push-notifications" title={t('pushNotifications.heading')}>
      {device.isPending && <p className="mt-2 text-ink-soft">{t('pushNotifications.checking')}</p>}
      {device.isError && <Alert>{errorText(device.error, t('msg.common.unexpected'))}</Alert>}
      {state?.kind === 'unsupported' && <p className="mt-2">{t('pushNotifications.unsupported')}</p>}
      {state?.kind === 'blocked' && <p className="mt-2">{t('pushNotifications.blocked')}</p>}
      {state?.kind === 'ready' && (
        <div className="mt-4">
          <SettingSwitch
            label={t('pushNotifications.label')}
            hint={t('pushNotifications.hint')}
            on={state.on}
            saving={saving ?? undefined}
            onChange={(on) => void onToggle(on)}
          />
        </div>
      )}
      {/* For every device of the member, this browser's pushes or not. */}
      <DiscreetSwitch />
      <SettingNotSaved
        failure={failure}
        text={failure instanceof CouldNotSubscribe ? t('pushNotifications.couldNotTurnOn') : undefined}
      />
    </SettingsCard>
  );
}
