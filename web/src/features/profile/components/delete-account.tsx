// Delete Account: the password proves it is the member (and gives the fresh sign-in the API asks
// for); the API refuses while an exchange is in progress and names the posts.

import { deleteAccountSchema } from '@bookwish/shared/domain/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { TextField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { reauthenticate } from '../../../lib/auth-cognito.ts';
import { authErrorText } from '../../../lib/auth-errors.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { writeTokens } from '../../../lib/session.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { deleteAccount } from '../api/account.ts';
import { SettingsCard } from './settings-card.tsx';

export function DeleteAccount() {
  const action = useAsyncAction();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success)
      return action.setError(parsed.error.issues[0]?.message ?? t('msg.auth.deletePasswordRequired'));
    void action.run(
      async () => {
        await reauthenticate(parsed.data.password);
        await deleteAccount();
        // The account is gone: nothing left to sign out of, only the local session to forget.
        writeTokens(null);
        queryClient.clear();
        toast.success(t('deleteAccount.yourAccountHasBeenDeleted'));
        navigate(paths.home, { replace: true });
      },
      (error) =>
        error instanceof ApiError
          ? errorText(error, t('msg.common.unexpected'))
          : authErrorText('delete', error),
    );
  };

  return (
    <SettingsCard id="delete-account" title={t('deleteAccount.deleteAccount')} danger>
      <p className="mt-2 text-ink-soft">{t('deleteAccount.thisRemovesYourAccountYour')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        <TextField
          label={t('deleteAccount.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('placeholder.deletePassword')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            action.setError(null);
          }}
        />
        {action.error && <Alert>{action.error}</Alert>}
        <Button type="submit" variant="danger" disabled={action.pending} className="self-start">
          {action.pending ? t('deleteAccount.deleting') : t('deleteAccount.deleteAccount')}
        </Button>
      </form>
    </SettingsCard>
  );
}
