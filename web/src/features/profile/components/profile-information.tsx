// Profile Information: avatar upload, the email (read-only), and the public display name with an
// Update button that becomes Updated after success.

import { profileSchema } from '@bookwish/shared/domain/schemas/accounts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { TextField } from '../../../components/form/form-fields.tsx';
import { ProgressBar } from '../../../components/form/progress-bar.tsx';
import { ShrinkProgress, useImageShrink } from '../../../components/form/shrink-progress.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { staticImages } from '../../../lib/paths.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { changeAvatar, changeDisplayName } from '../api/account.ts';
import { SettingsCard } from './settings-card.tsx';

export function ProfileInformation({ user }: { user: SessionUser }) {
  const avatarId = useId();
  const [name, setName] = useState(user.name);
  const [updated, setUpdated] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A big photo is made smaller in the worker first, with its bar and Cancel (as the post pickers).
  const shrink = useImageShrink();
  const input = useRef<HTMLInputElement>(null);

  const onAvatar = async (file: File | undefined) => {
    if (!file) return shrink.reset();
    setAvatarError(null);
    const fit = await shrink.fit(file);
    if (!fit.ok && fit.reason === 'cancelled') return;
    if (!fit.ok)
      return setAvatarError(fit.reason === 'type' ? t('msg.auth.avatarType') : t('msg.auth.avatarTooBig'));
    try {
      await changeAvatar(fit.file, setProgress);
    } catch (caught) {
      setAvatarError(errorText(caught, t('msg.common.unexpected')));
    } finally {
      setProgress(null);
      // The input let go of the file: choosing the same one again (a retry after a failed upload)
      // is a change, and is sent.
      if (input.current) input.current.value = '';
    }
  };

  const onUpdate = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ displayName: name });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? t('msg.auth.displayNameRequired'));
    // The spec: the display name is updated only if it changed.
    if (parsed.data.displayName === user.name) return setUpdated(true);
    setSaving(true);
    setError(null);
    try {
      await changeDisplayName(parsed.data.displayName);
      setUpdated(true);
    } catch (caught) {
      setError(errorText(caught, t('msg.common.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard id="profile-info" title={t('profileInformation.profileInformation')}>
      <div className="mt-5 flex flex-wrap items-center gap-5">
        <img
          src={user.picture || staticImages.defaultAvatar}
          alt=""
          width={96}
          height={96}
          className="size-24 rounded-full object-cover ring-2 ring-line"
        />
        <div className="flex flex-col gap-2">
          <label htmlFor={avatarId} className="font-semibold">
            {t('profileInformation.profilePhoto')}
          </label>
          <input
            ref={input}
            id={avatarId}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={`${avatarId}-hint`}
            onChange={(event) => void onAvatar(event.target.files?.[0])}
            className="text-sm text-ink-soft file:me-4 file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-brand-dark"
          />
          <p id={`${avatarId}-hint`} className="text-sm text-ink-soft">
            {t('profileInformation.pngOrJpg1mbMax')}
          </p>
          <ShrinkProgress
            label={t('profileInformation.profilePhoto')}
            shrinking={shrink.shrinking}
            cancelled={shrink.cancelled}
            onCancel={() => {
              shrink.cancel();
              if (input.current) {
                input.current.value = '';
                input.current.focus();
              }
            }}
          />
          {progress !== null && (
            <ProgressBar value={progress} label={t('profileInformation.uploadingProfilePhoto')} />
          )}
        </div>
      </div>
      {avatarError && <Alert className="mt-4">{avatarError}</Alert>}
      <form noValidate onSubmit={onUpdate} className="mt-6 flex flex-col gap-4">
        <TextField label={t('profileInformation.email')} type="email" value={user.email} disabled readOnly />
        <TextField
          label={t('profileInformation.displayName')}
          autoComplete="nickname"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setUpdated(false);
            setError(null);
          }}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" disabled={saving} className="self-start">
          {updated
            ? t('profileInformation.updated')
            : saving
              ? t('profileInformation.updating')
              : t('profileInformation.update')}
        </Button>
      </form>
    </SettingsCard>
  );
}
