// /support/drives: the volunteers' book drives. Open one (its name and purpose in English and any
// translations, the partner it serves, a goal in books, its first and last days in Pacific time),
// follow each drive's books gifted, and close one early. The API records who did each, and when.
// Volunteers only: anyone else gets the 404 page, as on the other support screens.

import { TIME_ZONE } from '@bookwish/shared/domain/constants';
import type { DriveField, PartnerKind } from '@bookwish/shared/domain/drives';
import { DRIVE_TEXT_LIMITS, PARTNER_KINDS } from '@bookwish/shared/domain/drives';
import type { ProgramTexts } from '@bookwish/shared/domain/program-texts';
import { localDay } from '@bookwish/shared/domain/timers';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { SelectField, TextField } from '../../components/form/form-fields.tsx';
import NotFoundPage from '../../components/not-found-page.tsx';
import {
  emptyProgramTexts,
  type ProgramField,
  ProgramTextsEditor,
} from '../../components/program/program-texts-editor.tsx';
import { ProgramWords } from '../../components/program/program-words.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, errorText, loadErrorText } from '../../lib/api.ts';
import { formatDate, t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { type ConsoleDrives, useCloseDrive, useConsoleDrives, useOpenDrive } from './api/drives-api.ts';
import { DriveFacts, partnerKindText } from './components/drive-facts.tsx';
import { DriveProgress } from './components/drive-progress.tsx';
import { useDriveWords } from './components/drive-words.ts';

export default function SupportDrivesPage() {
  const { user } = useSession();
  if (!user?.volunteer) return <NotFoundPage />;
  return <DrivesConsole />;
}

function DrivesConsole() {
  const drives = useConsoleDrives();
  return (
    <>
      <title>{t('pages.support/drives.title')}</title>
      <PageHeader eyebrow={t('supportPage.volunteers')} title={t('supportDrives.title')} width="wide">
        {t('supportDrives.lead')}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-5 py-8">
        <p>
          <Link to={paths.support} className="font-semibold text-brand-dark underline underline-offset-4">
            {t('impactPage.backToSupport')}
          </Link>
        </p>
        <OpenDriveForm />
        <section aria-labelledby="all-drives" className="space-y-4">
          <h2 id="all-drives" className="text-2xl font-bold">
            {t('supportDrives.listHeading')}
          </h2>
          {drives.isPending ? (
            <div aria-busy="true">
              <p className="sr-only" role="status">
                {t('drives.loading')}
              </p>
              <Skeleton className="h-32 w-full" />
            </div>
          ) : drives.isError ? (
            <Alert>
              <p>{loadErrorText(drives.error, t('drives.loadFailed'))}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => drives.refetch()}>
                {t('impactPage.tryAgain')}
              </Button>
            </Alert>
          ) : drives.data.drives.length === 0 ? (
            <p className="text-ink-soft">{t('supportDrives.empty')}</p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {drives.data.drives.map((drive) => (
                <li key={drive.id}>
                  <DriveItem drive={drive} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** When a volunteer acted, in British Columbia's calendar. */
const WHEN: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
};

function DriveItem({ drive }: { drive: ConsoleDrives['drives'][number] }) {
  const wordsOf = useDriveWords();
  const words = wordsOf(drive.texts);
  const close = useCloseDrive();
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="flex h-full flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h3 className="text-xl font-semibold">
        <Link to={paths.drive(drive.id)} className="underline-offset-4 hover:underline">
          <ProgramWords text={words.name} />
        </Link>
      </h3>
      <DriveFacts drive={drive} />
      <DriveProgress gifted={drive.gifted} goal={drive.goal} />
      {/* Who opened and closed it, as the audit kept beside it says. */}
      <ul className="text-sm text-ink-soft">
        {drive.actions.map((entry) => (
          <li key={`${entry.action}-${entry.at}`}>
            {entry.action === 'open'
              ? t('supportDrives.openedBy', { name: entry.volunteerName, date: formatDate(entry.at, WHEN) })
              : t('supportDrives.closedBy', { name: entry.volunteerName, date: formatDate(entry.at, WHEN) })}
          </li>
        ))}
      </ul>
      {drive.status !== 'ended' &&
        (confirming ? (
          <div className="space-y-3 rounded-xl bg-paper-deep p-4">
            <p>{t('supportDrives.closeConfirm', { name: words.name.text })}</p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="danger"
                size="sm"
                disabled={close.isPending}
                onClick={() =>
                  close.mutate(drive.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      toast.success(t('supportDrives.closed'));
                    },
                    onError: (error) => toast.error(errorText(error, t('supportDrives.closeFailed'))),
                  })
                }
              >
                {t('supportDrives.closeYes')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                {t('supportDrives.keepOpen')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" size="sm" className="self-start" onClick={() => setConfirming(true)}>
            {t('supportDrives.close')}
          </Button>
        ))}
    </article>
  );
}

const FIELDS: readonly ProgramField<DriveField>[] = [
  {
    field: 'name',
    get label() {
      return t('supportDrives.name');
    },
    max: DRIVE_TEXT_LIMITS.name,
  },
  {
    field: 'purpose',
    get label() {
      return t('supportDrives.purpose');
    },
    max: DRIVE_TEXT_LIMITS.purpose,
    multiline: true,
  },
];

interface Draft {
  texts: ProgramTexts<DriveField>;
  partnerName: string;
  partnerKind: PartnerKind;
  goal: string;
  startDate: string;
  endDate: string;
}

const emptyDraft = (): Draft => ({
  texts: emptyProgramTexts(FIELDS),
  partnerName: '',
  partnerKind: 'school',
  goal: '',
  startDate: localDay(Date.now()),
  endDate: '',
});

function OpenDriveForm() {
  const open = useOpenDrive();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [formKey, setFormKey] = useState(0);
  const fields = open.error instanceof ApiError ? (open.error.fields ?? {}) : {};
  const alert = open.error ? errorText(open.error, t('supportDrives.openFailed')) : '';
  const set = (change: Partial<Draft>) => setDraft((before) => ({ ...before, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      {
        texts: draft.texts,
        partner: { name: draft.partnerName, kind: draft.partnerKind },
        // Left empty it is 0, which the API refuses with its own words for the goal.
        goal: Number(draft.goal || 0),
        startDate: draft.startDate,
        endDate: draft.endDate,
      },
      {
        onSuccess: () => {
          toast.success(t('supportDrives.opened'));
          setDraft(emptyDraft());
          setFormKey((key) => key + 1);
        },
      },
    );
  };
  return (
    <section
      aria-labelledby="open-drive"
      className="space-y-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line md:p-8"
    >
      <h2 id="open-drive" className="text-2xl font-bold">
        {t('supportDrives.openHeading')}
      </h2>
      <form key={formKey} noValidate onSubmit={submit} className="flex flex-col gap-6">
        {alert && <Alert>{alert}</Alert>}
        <ProgramTextsEditor
          fields={FIELDS}
          value={draft.texts}
          onChange={(texts) => set({ texts })}
          errors={{ name: fields['texts.en.name'], purpose: fields['texts.en.purpose'] }}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('supportDrives.partnerName')}
            value={draft.partnerName}
            maxLength={100}
            error={fields['partner.name']}
            onChange={(event) => set({ partnerName: event.target.value })}
          />
          <SelectField
            label={t('supportDrives.partnerKind')}
            value={draft.partnerKind}
            error={fields['partner.kind']}
            onChange={(event) => set({ partnerKind: event.target.value as PartnerKind })}
          >
            {PARTNER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {partnerKindText(kind)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('supportDrives.goal')}
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.goal}
            error={fields.goal}
            onChange={(event) => set({ goal: event.target.value })}
          />
          <div className="hidden md:block" />
          <TextField
            label={t('supportDrives.startDate')}
            type="date"
            value={draft.startDate}
            hint={t('supportDrives.datesHint')}
            error={fields.startDate}
            onChange={(event) => set({ startDate: event.target.value })}
          />
          <TextField
            label={t('supportDrives.endDate')}
            type="date"
            value={draft.endDate}
            error={fields.endDate}
            onChange={(event) => set({ endDate: event.target.value })}
          />
        </div>
        <Button type="submit" className="self-start" disabled={open.isPending}>
          {open.isPending ? t('supportDrives.opening') : t('supportDrives.open')}
        </Button>
      </form>
    </section>
  );
}
