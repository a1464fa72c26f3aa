import { signUpSchema } from '@bookwish/shared/domain/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import {
  EmailField,
  fieldError,
  firstError,
  NewPasswordField,
  TextField,
} from '../../../components/form/form-fields.tsx';
import { signUp } from '../../../lib/auth-cognito.ts';
import { authErrorText } from '../../../lib/auth-errors.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { richText } from '../../../lib/i18n/rich-text.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { AuthTitle, FormSubmit, SwitchFormLine } from './auth-form-parts.tsx';

type Input = z.input<typeof signUpSchema>;
type Output = z.output<typeof signUpSchema>;

/** Sign-up: email, display name, password, acceptance of the terms. Then the code step. */
export function SignUpForm({
  onSignedUp,
  onLogIn,
}: {
  onSignedUp: (email: string, password: string) => void;
  onLogIn: () => void;
}) {
  const action = useAsyncAction();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', name: '', password: '', acceptTerms: false },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const alert = firstError(errors, ['email', 'name', 'password', 'acceptTerms']) ?? action.error;
  // Empty fields share one sentence: said once in the alert, the fields only marked invalid.
  const field = (name: 'email' | 'name' | 'password') => {
    const error = fieldError(errors, name);
    return { error: error === alert ? undefined : error, invalid: error !== undefined };
  };

  const onSubmit = form.handleSubmit((values) =>
    action.run(
      async () => {
        await signUp(values.email, values.name, values.password);
        onSignedUp(values.email, values.password);
      },
      (error) => authErrorText('signup', error),
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="auth-title">
      <AuthTitle>{t('signUpForm.signUp')}</AuthTitle>
      <EmailField label={t('signUpForm.email')} {...field('email')} {...form.register('email')} />
      <TextField
        label={t('signUpForm.displayName')}
        autoComplete="nickname"
        hint={t('signUpForm.shownOnYourPostsAs')}
        {...field('name')}
        {...form.register('name')}
      />
      <NewPasswordField
        label={t('signUpForm.password')}
        hint={t('signUpForm.atLeast6Characters')}
        {...field('password')}
        {...form.register('password')}
      />
      <label className="flex items-start gap-3 text-ink">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand"
          aria-invalid={errors.acceptTerms ? true : undefined}
          {...form.register('acceptTerms')}
        />
        <span>
          {richText('signUpForm.iAcceptTheTerms', {}, [
            <Link
              key="terms"
              to={paths.terms}
              target="_blank"
              className="font-semibold text-brand-dark underline underline-offset-2"
            />,
            <Link
              key="privacy"
              to={paths.privacy}
              target="_blank"
              className="font-semibold text-brand-dark underline underline-offset-2"
            />,
          ])}
        </span>
      </label>
      <FormSubmit
        error={alert}
        pending={action.pending}
        label={t('signUpForm.signUp')}
        pendingLabel={t('signUpForm.creatingYourAccount')}
      />
      <SwitchFormLine prompt={t('msg.pages.logInPrompt')} link={t('msg.pages.logInLink')} onClick={onLogIn} />
    </form>
  );
}
