// The volunteer's editor of an interview: the writer's name, the page's address, a portrait, and the
// words (role, home, teaser, introduction and the ten answers) in English and any translation, with
// the console's ProgramTextsEditor. Publishing an edit shows on the page at once: nothing to deploy.

import type { ProgramTexts } from '@bookwish/shared/domain/program-texts';
import {
  INTERVIEW_FIELD_LIMITS,
  type InterviewField,
  SPOTLIGHT_LIMITS,
  SPOTLIGHT_PORTRAITS,
} from '@bookwish/shared/domain/spotlight';
import { useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '../../../components/form/form-fields.tsx';
import { type ProgramField, ProgramTextsEditor } from '../../../components/program/program-texts-editor.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { serverText, t } from '../../../lib/i18n/i18n.ts';
import { usePublishInterview } from '../api/spotlight-api.ts';
import { spotlightQuestions } from '../spotlight-questions.ts';

export interface InterviewDraft {
  name: string;
  slug: string;
  portrait: (typeof SPOTLIGHT_PORTRAITS)[number];
  texts: ProgramTexts<InterviewField>;
  applicationId?: string;
  /** Already published: its address stays. */
  published?: boolean;
}

function fieldsOf(): ProgramField<InterviewField>[] {
  const limit = (field: InterviewField) => INTERVIEW_FIELD_LIMITS[field];
  return [
    { field: 'role', label: t('supportSpotlight.editor.role'), max: limit('role') },
    { field: 'home', label: t('supportSpotlight.editor.home'), max: limit('home') },
    { field: 'teaser', label: t('supportSpotlight.editor.teaser'), max: limit('teaser') },
    { field: 'intro', label: t('supportSpotlight.editor.intro'), max: limit('intro'), multiline: true },
    ...spotlightQuestions.map(
      (question, index): ProgramField<InterviewField> => ({
        field: `a${index + 1}` as InterviewField,
        label: t(question),
        max: SPOTLIGHT_LIMITS.answer,
        multiline: true,
      }),
    ),
  ];
}

export function InterviewEditor({ initial, onClose }: { initial: InterviewDraft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const publish = usePublishInterview();
  const fields = publish.error instanceof ApiError ? (publish.error.fields ?? {}) : {};
  const textErrors = Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith('texts.en.'))
      .map(([key, message]) => [key.slice('texts.en.'.length), serverText(message)]),
  ) as Partial<Record<InterviewField, string>>;
  const { published: _published, ...body } = draft;
  const save = () =>
    publish.mutate(body, {
      onSuccess: () => {
        toast.success(t('supportSpotlight.editor.saved'));
        onClose();
      },
    });
  return (
    <section
      aria-label={t('supportSpotlight.editor.title', { name: draft.name || initial.name })}
      className="mt-4 flex flex-col gap-5 rounded-card border border-brand/40 bg-paper p-5"
    >
      <h3 className="text-xl font-semibold">
        {t('supportSpotlight.editor.title', { name: draft.name || initial.name })}
      </h3>
      <TextField
        label={t('supportSpotlight.editor.name')}
        value={draft.name}
        maxLength={SPOTLIGHT_LIMITS.name}
        error={fields.name ? serverText(fields.name) : undefined}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <TextField
        label={t('supportSpotlight.editor.slug')}
        value={draft.slug}
        // A published interview keeps its address: links to it are out there.
        readOnly={initial.published === true}
        maxLength={SPOTLIGHT_LIMITS.slug}
        lang="en"
        dir="ltr"
        error={fields.slug ? serverText(fields.slug) : undefined}
        onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('supportSpotlight.editor.portrait')}</legend>
        <div className="flex gap-4">
          {SPOTLIGHT_PORTRAITS.map((portrait, index) => (
            <label key={portrait} className="flex items-center gap-2">
              <input
                type="radio"
                name="portrait"
                checked={draft.portrait === portrait}
                onChange={() => setDraft({ ...draft, portrait })}
              />
              <img src={portrait} alt="" width="48" height="48" className="size-12 rounded-full" />
              <span className="sr-only">
                {t('supportSpotlight.editor.portraitOption', { number: index + 1 })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <ProgramTextsEditor
        fields={fieldsOf()}
        value={draft.texts}
        onChange={(texts) => setDraft({ ...draft, texts })}
        errors={textErrors}
      />
      {publish.error && <Alert>{errorText(publish.error, t('msg.common.unexpected'))}</Alert>}
      <div className="flex gap-3">
        <Button onClick={save} disabled={publish.isPending}>
          {t('supportSpotlight.editor.save')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t('supportSpotlight.editor.cancel')}
        </Button>
      </div>
    </section>
  );
}
