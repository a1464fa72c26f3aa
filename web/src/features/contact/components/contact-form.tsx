// The contact form: Full Name, Email, Phone Number (optional), Message. A missing field shows the
// spec's text and never the thank-you (the original showed both, a defect).

import { contactSchema } from '@bookwish/shared/domain/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  EmailField,
  fieldError,
  firstError,
  TextAreaField,
  TextField,
} from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useSendContact } from '../api/send-contact.ts';

type Input = z.input<typeof contactSchema>;
type Output = z.output<typeof contactSchema>;

export function ContactForm() {
  const { user } = useSession();
  const send = useSendContact();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: '', message: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const alert = firstError(errors, ['name', 'email', 'message', 'phone']);

  if (send.isSuccess) {
    return (
      <Alert variant="success" title={t('contactForm.thankYou')}>
        {t('contactForm.yourMessageIsOnIts')}
      </Alert>
    );
  }

  const onSubmit = form.handleSubmit((values) => send.mutate(values));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('contactForm.contactUs')}
    >
      <TextField
        label={t('contactForm.fullName')}
        autoComplete="name"
        error={fieldError(errors, 'name')}
        {...form.register('name')}
      />
      <EmailField
        label={t('contactForm.email')}
        error={fieldError(errors, 'email')}
        {...form.register('email')}
      />
      <TextField
        label={t('contactForm.phoneNumber')}
        type="tel"
        optional
        autoComplete="tel"
        error={fieldError(errors, 'phone')}
        {...form.register('phone')}
      />
      <TextAreaField
        label={t('contactForm.message')}
        rows={6}
        error={fieldError(errors, 'message')}
        {...form.register('message')}
      />
      {alert && <Alert>{alert}</Alert>}
      {send.isError && <Alert>{errorText(send.error, t('msg.contact.failed'))}</Alert>}
      <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
        {send.isPending ? t('contactForm.sending') : t('contactForm.submit')}
      </Button>
    </form>
  );
}
