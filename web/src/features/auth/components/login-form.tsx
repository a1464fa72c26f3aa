import { loginSchema } from '@bookwish/shared/domain/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { EmailField, fieldError, firstError, TextField } from '../../../components/form/form-fields.tsx';
import { signIn } from '../../../lib/auth-cognito.ts';
import { authErrorText, isUnconfirmed } from '../../../lib/auth-errors.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { AuthTitle, FormSubmit, SwitchFormLine } from './auth-form-parts.tsx';

type Values = z.infer<typeof loginSchema>;

export function LoginForm({
  email,
  onSignedIn,
  onUnconfirmed,
  onForgot,
  onSignUp,
}: {
  email: string;
  onSignedIn: () => void;
  onUnconfirmed: (email: string, password: string) => void;
  onForgot: (email: string) => void;
  onSignUp: () => void;
}) {
  const action = useAsyncAction();
  const form = useForm<Values>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email, password: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const alert = firstError(errors, ['email', 'password']) ?? action.error;

  const onSubmit = form.handleSubmit((values) =>
    action.run(
      async () => {
        try {
          await signIn(values.email, values.password);
        } catch (error) {
          // Signed up but never entered the code: take them to the code step instead of an error.
          if (isUnconfirmed(error)) return onUnconfirmed(values.email, values.password);
          throw error;
        }
        onSignedIn();
      },
      (error) => authErrorText('login', error),
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="auth-title">
      <AuthTitle>{t('loginForm.logIn')}</AuthTitle>
      <EmailField
        label={t('loginForm.email')}
        error={fieldError(errors, 'email')}
        {...form.register('email')}
      />
      <TextField
        label={t('loginForm.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors, 'password')}
        {...form.register('password')}
      />
      <button
        type="button"
        onClick={() => onForgot(form.getValues('email'))}
        className="self-end text-sm font-semibold text-brand-dark underline underline-offset-2"
      >
        {t('loginForm.forgotPassword')}
      </button>
      <FormSubmit
        error={alert}
        pending={action.pending}
        label={t('loginForm.logIn')}
        pendingLabel={t('loginForm.loggingIn')}
      />
      <SwitchFormLine
        prompt={t('msg.pages.signUpPrompt')}
        link={t('msg.pages.signUpLink')}
        onClick={onSignUp}
      />
    </form>
  );
}
