// The console's giveaway form: its words in English and any translations (ProgramTextsEditor), its
// window as two days in Pacific time, the number of winners and the days a winner has to answer. The
// server checks it (giveawayBodySchema) and its message is shown in the reader's language.

import type { GiveawayField } from '@bookwish/shared/domain/giveaway';
import { GIVEAWAY_TEXT_LIMITS } from '@bookwish/shared/domain/giveaway';
import type { ProgramTexts } from '@bookwish/shared/domain/program-texts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '../../components/form/form-fields.tsx';
import {
  emptyProgramTexts,
  type ProgramField,
  ProgramTextsEditor,
} from '../../components/program/program-texts-editor.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { type SupportGiveaway, useSaveGiveaway } from './giveaway-api.ts';

const fields = (): ProgramField<GiveawayField>[] => [
  { field: 'name', label: t('giveawaysConsole.name'), max: GIVEAWAY_TEXT_LIMITS.name },
  { field: 'prize', label: t('giveawaysConsole.prize'), max: GIVEAWAY_TEXT_LIMITS.prize },
  { field: 'rules', label: t('giveawaysConsole.rules'), max: GIVEAWAY_TEXT_LIMITS.rules, multiline: true },
];

export function GiveawayForm({ giveaway, onDone }: { giveaway: SupportGiveaway | null; onDone: () => void }) {
  const [texts, setTexts] = useState<ProgramTexts<GiveawayField>>(
    giveaway?.texts ?? emptyProgramTexts(fields()),
  );
  const [opens, setOpens] = useState(giveaway?.window.opens ?? '');
  const [closes, setCloses] = useState(giveaway?.window.closes ?? '');
  const [places, setPlaces] = useState(String(giveaway?.places ?? 10));
  const [answerDays, setAnswerDays] = useState(String(giveaway?.answerDays ?? 14));
  const save = useSaveGiveaway(giveaway?.id ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { texts, window: { opens, closes }, places: Number(places), answerDays: Number(answerDays) },
      {
        onSuccess: () => {
          toast.success(t('giveawaysConsole.saved'));
          onDone();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-6 rounded-card border border-line bg-white p-5"
      noValidate
    >
      <ProgramTextsEditor fields={fields()} value={texts} onChange={setTexts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('giveawaysConsole.opens')}
          type="date"
          value={opens}
          onChange={(e) => setOpens(e.target.value)}
        />
        <TextField
          label={t('giveawaysConsole.closes')}
          type="date"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
        />
        <TextField
          label={t('giveawaysConsole.places')}
          type="number"
          inputMode="numeric"
          min={1}
          value={places}
          onChange={(e) => setPlaces(e.target.value)}
        />
        <TextField
          label={t('giveawaysConsole.answerDays')}
          type="number"
          inputMode="numeric"
          min={1}
          value={answerDays}
          onChange={(e) => setAnswerDays(e.target.value)}
        />
      </div>
      {save.isError && (
        <Alert>
          <p>{errorText(save.error, t('giveawaysConsole.saveFailed'))}</p>
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('giveawaysConsole.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('giveawaysConsole.cancel')}
        </Button>
      </div>
    </form>
  );
}
