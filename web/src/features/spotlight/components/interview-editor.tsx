// The volunteer's editor of an interview: the writer's name, the page's address, and the
// words (role, home, teaser, introduction and the ten answers) in English and any translation, with
// the console's ProgramTextsEditor. Publishing an edit shows on the page at once: nothing to deploy.

import type { ProgramTexts } from '@bookwish/shared/domain/program-texts';
import {
  INTERVIEW_FIELD_LIMITS,
  type InterviewField,
  SPOTLIGHT_LIMITS,
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
import { WriterPortrait } from './writer-portrait.tsx';

export interface InterviewDraft {
  name: string;
  slug: string;
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
      <div className="flex flex-col gap-2">
        <p className="font-semibold">{t('supportSpotlight.editor.portrait')}</p>
        {/* The writer's own drawing, or their initials: never another writer's face (portraitOf). */}
        <WriterPortrait
          writer={{ slug: draft.slug, name: draft.name || initial.name, portrait: '' }}
          named
          size={64}
          className="size-16 rounded-full"
        />
      </div>
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
