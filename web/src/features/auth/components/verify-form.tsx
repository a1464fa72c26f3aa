import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { EmailCodeField } from '../../../components/form/form-fields.tsx';
import { confirmSignUp, resendCode, signIn } from '../../../lib/auth-cognito.ts';
import { authErrorText } from '../../../lib/auth-errors.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { richText } from '../../../lib/i18n/rich-text.tsx';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { AuthTitle, FormSubmit, typedInto } from './auth-form-parts.tsx';

/** The email verification step after sign-up: the code from the email (or "resend code"), then the
 * member is signed in. */
export function VerifyForm({
  email,
  password,
  onVerified,
}: {
  email: string;
  password: string;
  onVerified: () => void;
}) {
  const action = useAsyncAction();
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return action.setError(t('msg.auth.codeRequired'));
    void action.run(
      async () => {
        await confirmSignUp(email, code);
        await signIn(email, password);
        onVerified();
      },
      (error) => authErrorText('confirm', error),
    );
  };

  const onResend = async () => {
    setResending(true);
    try {
      await resendCode(email);
      toast.success(t('verifyForm.weSentANewCode', { email }));
    } catch (error) {
      action.setError(authErrorText('confirm', error));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="auth-title">
      <AuthTitle>{t('verifyForm.checkYourEmail')}</AuthTitle>
      <p className="text-center text-ink-soft">
        {richText('verifyForm.weSentACodeTo', { email }, [<strong key="email" className="text-ink" />])}
      </p>
      <EmailCodeField
        label={t('verifyForm.verificationCode')}
        value={code}
        onChange={typedInto(setCode, action.setError)}
      />
      <FormSubmit
        error={action.error}
        pending={action.pending}
        label={t('verifyForm.verify')}
        pendingLabel={t('verifyForm.verifying')}
      />
      <p className="text-center text-ink-soft">
        {richText('verifyForm.didntGetItResend', {}, [
          <button
            key="resend"
            type="button"
            disabled={resending}
            onClick={() => void onResend()}
            className="font-semibold text-brand-dark underline underline-offset-2"
          />,
        ])}
      </p>
    </form>
  );
}
