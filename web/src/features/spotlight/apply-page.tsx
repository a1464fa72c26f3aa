// /event/apply: a signed-in member answers the ten Writer's Spotlight questions and sends them to the
// volunteers. What they type is kept on this device as they type (the form's draft, as the
// make-a-wish form's), so a reload, a lost connection or a lost session costs nothing. One
// Idempotency-Key for the form's whole life, kept with the draft: a Send whose answer was lost, pressed
// again (or after a reload), gets the application already made, never a second one. Above the form, where
// the member's own applications stand.

import { spotlightMessages } from '@bookwish/shared/domain/messages';
import { hasVisibleText } from '@bookwish/shared/domain/schemas/fields';
import { SPOTLIGHT_LIMITS } from '@bookwish/shared/domain/spotlight';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { fieldError, firstError, TextAreaField } from '../../components/form/form-fields.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ApiError, errorText, newIdempotencyKey } from '../../lib/api.ts';
import { RequireSignIn } from '../../lib/auth-guard.tsx';
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts.ts';
import { serverKey, t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { currentUser } from '../../lib/session.ts';
import { useFormDraft, withDraft } from '../../lib/use-form-draft.ts';
import { sendApplication } from './api/spotlight-api.ts';
import { MyApplications } from './components/my-applications.tsx';
import { spotlightQuestions } from './spotlight-questions.ts';

const DRAFT = 'spotlight-apply';
const ATTEMPT = `${DRAFT}.attempt`;
const FIELDS = spotlightQuestions.map((_, index) => `a${index + 1}`);
type Answers = Record<string, string>;

/** The form's one key, and the answers last sent with it. */
interface Attempt {
  key: string;
  sent?: string[];
}

function keptAttempt(): Attempt {
  const kept = readDraft<Attempt>(ATTEMPT, currentUser()?.uid ?? '');
  return kept?.key ? (kept as Attempt) : { key: newIdempotencyKey() };
}

/** The server holds other answers under this key: the earlier Send went through. */
const isEarlierSendMade = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'CONFLICT' &&
  serverKey(error.message)?.key === 'msg.common.idempotencyKeyReused';

function ApplyForm() {
  const form = useForm<Answers>({
    defaultValues: withDraft<Answers>(DRAFT, Object.fromEntries(FIELDS.map((field) => [field, '']))),
  });
  useFormDraft(DRAFT, form);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async (answers: string[]) => {
      const attempt = keptAttempt();
      const previous = attempt.sent;
      writeDraft(ATTEMPT, currentUser()?.uid ?? '', { ...attempt, sent: answers });
      try {
        return await sendApplication(answers, attempt.key);
      } catch (error) {
        // Changed after a Send whose answer was lost, and that Send had gone through: it is made.
        if (!isEarlierSendMade(error) || !previous) throw error;
        return sendApplication(previous, attempt.key);
      }
    },
    onSuccess: () => {
      clearDraft(ATTEMPT);
      clearDraft(DRAFT);
      // The new application joins the member's own list above the form.
      void queryClient.invalidateQueries({ queryKey: queryKeys.mySpotlightApplications() });
    },
  });
  const { errors } = form.formState;
  const alert = firstError(errors, FIELDS);

  if (send.isSuccess) {
    return (
      <Alert variant="success" title={t('spotlightApply.sentTitle')}>
        {t('spotlightApply.sentBody')}
      </Alert>
    );
  }
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(FIELDS.map((field) => (values[field] ?? '').trim())),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      aria-label={t('spotlightApply.title')}
    >
      {spotlightQuestions.map((question, index) => {
        const field = FIELDS[index] as string;
        return (
          <TextAreaField
            key={question}
            label={t(question)}
            maxLength={SPOTLIGHT_LIMITS.answer}
            error={fieldError(errors, field)}
            {...form.register(field, {
              validate: (value) => hasVisibleText(value ?? '') || spotlightMessages.answerRequired,
            })}
          />
        );
      })}
      {(alert || send.error) && <Alert>{alert ?? errorText(send.error, t('msg.common.unexpected'))}</Alert>}
      <Button type="submit" disabled={send.isPending} className="self-start">
        {send.isPending ? t('spotlightApply.sending') : t('spotlightApply.send')}
      </Button>
    </form>
  );
}

export default function SpotlightApplyPage() {
  return (
    <RequireSignIn>
      <title>{t('pages.event/apply.title')}</title>
      <PageHeader eyebrow={t('writersSpotlightPage.events')} title={t('spotlightApply.title')}>
        {t('spotlightApply.intro')}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 py-10">
        <MyApplications className="mb-6" />
        <section className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
          <ApplyForm />
        </section>
        <p className="mt-8">
          <Link to={paths.event} className="font-medium text-brand-dark underline">
            {t('writersSpotlightPage.readTheInterviews')}
          </Link>
        </p>
      </div>
    </RequireSignIn>
  );
}
