import { confirmResetSchema, resetPasswordSchema } from '@bookwish/shared/domain/schemas/accounts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { EmailCodeField, EmailField, NewPasswordField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { confirmNewPassword, forgotPassword } from '../../../lib/auth-cognito.ts';
import { authErrorText, isUnknownUser } from '../../../lib/auth-errors.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { AuthTitle, FormSubmit, typedInto } from './auth-form-parts.tsx';

/** Forgot password: the email gets a code; the code and a new password set it. */
export function ForgotPasswordForm({
  email: initialEmail,
  onDone,
}: {
  email: string;
  onDone: (email: string) => void;
}) {
  const action = useAsyncAction();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ email });
    if (!parsed.success) return action.setError(parsed.error.issues[0]?.message ?? t('msg.auth.validEmail'));
    void action.run(
      async () => {
        try {
          await forgotPassword(parsed.data.email);
        } catch (error) {
          if (!isUnknownUser(error)) throw error;
        }
        setSent(true);
      },
      (error) => authErrorText('reset', error),
    );
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmResetSchema.safeParse({ email, code, password });
    if (!parsed.success)
      return action.setError(parsed.error.issues[0]?.message ?? t('msg.auth.codeRequired'));
    void action.run(
      async () => {
        await confirmNewPassword(parsed.data.email, parsed.data.code, parsed.data.password);
        toast.success(t('forgotPasswordForm.yourPasswordHasBeenChanged'));
        onDone(parsed.data.email);
      },
      (error) => authErrorText('reset', error),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <AuthTitle>{t('forgotPasswordForm.resetYourPassword')}</AuthTitle>
      {!sent ? (
        <form noValidate onSubmit={onSend} className="flex flex-col gap-4" aria-labelledby="auth-title">
          <p className="text-center text-ink-soft">{t('forgotPasswordForm.enterYourEmailAndWe')}</p>
          <EmailField
            label={t('forgotPasswordForm.email')}
            value={email}
            onChange={typedInto(setEmail, action.setError)}
          />
          <FormSubmit
            error={action.error}
            pending={action.pending}
            label={t('forgotPasswordForm.sendCode')}
            pendingLabel={t('forgotPasswordForm.sending')}
          />
        </form>
      ) : (
        <form noValidate onSubmit={onReset} className="flex flex-col gap-4" aria-labelledby="auth-title">
          <Alert variant="success" title="">
            {t('msg.auth.resetSent')}
          </Alert>
          <EmailCodeField
            label={t('forgotPasswordForm.codeFromTheEmail')}
            value={code}
            onChange={typedInto(setCode, action.setError)}
          />
          <NewPasswordField
            label={t('forgotPasswordForm.newPassword')}
            hint={t('forgotPasswordForm.atLeast6Characters')}
            value={password}
            onChange={typedInto(setPassword, action.setError)}
          />
          <FormSubmit
            error={action.error}
            pending={action.pending}
            label={t('forgotPasswordForm.resetPassword')}
            pendingLabel={t('forgotPasswordForm.saving')}
          />
        </form>
      )}
      <button
        type="button"
        onClick={() => onDone(email)}
        className="text-center font-semibold text-brand-dark underline underline-offset-2"
      >
        {t('forgotPasswordForm.backToLogIn')}
      </button>
    </div>
  );
}
