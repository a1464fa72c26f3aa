// Password change: the current password re-authenticates, the new one must match its confirmation
// ("mismatch password"); Save becomes Saved after success.

import { changePasswordSchema } from '@bookwish/shared/domain/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  fieldError,
  firstError,
  NewPasswordField,
  TextField,
} from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { changePassword } from '../../../lib/auth-cognito.ts';
import { authErrorText } from '../../../lib/auth-errors.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { SettingsCard } from './settings-card.tsx';

type Values = z.infer<typeof changePasswordSchema>;

export function PasswordChange() {
  const action = useAsyncAction();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const alert = firstError(errors, ['currentPassword', 'newPassword', 'confirmPassword']) ?? action.error;

  const onSubmit = form.handleSubmit((values) =>
    action.run(
      async () => {
        await changePassword(values.currentPassword, values.newPassword);
        setSaved(true);
        form.reset();
      },
      (error) => authErrorText('password', error),
    ),
  );

  return (
    <SettingsCard id="password-change" title={t('passwordChange.password')}>
      <form
        noValidate
        onSubmit={onSubmit}
        onChange={() => setSaved(false)}
        className="mt-5 flex flex-col gap-4"
      >
        <TextField
          label={t('passwordChange.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors, 'currentPassword')}
          {...form.register('currentPassword')}
        />
        <NewPasswordField
          label={t('passwordChange.newPassword')}
          hint={t('passwordChange.atLeast6Characters')}
          error={fieldError(errors, 'newPassword')}
          {...form.register('newPassword')}
        />
        <NewPasswordField
          label={t('passwordChange.confirmNewPassword')}
          error={fieldError(errors, 'confirmPassword')}
          {...form.register('confirmPassword')}
        />
        {alert && <Alert>{alert}</Alert>}
        <Button type="submit" disabled={action.pending} className="self-start">
          {saved
            ? t('passwordChange.saved')
            : action.pending
              ? t('passwordChange.saving')
              : t('passwordChange.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
