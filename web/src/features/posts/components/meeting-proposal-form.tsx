// The treater's proposal of an in-person meeting (one or two of the area's public places, one to three
// times) and either member's other times at the agreed place (the same form without the places). The
// times are typed as a day and two times of day in Vancouver's time; the server holds every rule
// (steps/propose.ts, reschedule.ts) and its words show under the form.
import { localDay } from '@bookwish/shared/domain/local-day';
import { MEETING_PLACES_MAX, MEETING_WINDOWS_MAX, type MeetingWindow } from '@bookwish/shared/domain/meeting';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { formErrorText } from '../../../lib/kept-texts.ts';
import { vancouverTime } from '../../../lib/meeting-time.ts';
import { useMeetingPlaces } from '../api/meeting-places.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';

interface TypedWindow {
  day: string;
  from: string;
  to: string;
}

const blank: TypedWindow = { day: '', from: '', to: '' };

export default function MeetingProposalForm({
  treat,
  action,
  otherName,
}: {
  treat: PostView<'treat'>;
  action: 'propose' | 'reschedule';
  otherName: string;
}) {
  const proposing = action === 'propose';
  const places = useMeetingPlaces(proposing ? treat.inPersonArea : null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [typed, setTyped] = useState<TypedWindow[]>([blank]);
  const [problem, setProblem] = useState<string | null>(null);
  // Other times send the proposal's body without its places (each field of a step's body is optional).
  const mutation = useTransitionPost('treat', treat.id, action as 'propose');
  const headingId = useId();

  const setWindow = (index: number, changes: Partial<TypedWindow>) =>
    setTyped((all) => all.map((w, i) => (i === index ? { ...w, ...changes } : w)));
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const windows: MeetingWindow[] = [];
    for (const w of typed) {
      const start = vancouverTime(w.day, w.from);
      const end = vancouverTime(w.day, w.to);
      if (start === null || end === null) {
        setProblem(t('msg.meeting.windowsRequired'));
        return;
      }
      windows.push({ start, end });
    }
    if (proposing && chosen.length === 0) {
      setProblem(t('msg.meeting.placesRequired'));
      return;
    }
    setProblem(null);
    const body = proposing
      ? { placeIds: chosen, windows, expectedVersion: treat.version }
      : { windows, expectedVersion: treat.version };

    mutation.mutate(body, {
      onSuccess: () => toast.success(t('meetingPanel.proposalSent', { name: otherName })),
      onError: (e) => setProblem(formErrorText(e, t('msg.post.transitionFailed'))),
    });
  };

  // The earliest day the form offers: today in Vancouver.
  const today = localDay(Date.now());
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="mt-6 flex flex-col gap-5">
      <h3 id={headingId} className="text-lg font-bold">
        {proposing ? t('meetingPanel.proposeHeading') : t('meetingPanel.otherTimesHeading')}
      </h3>
      <p className="text-ink-soft">
        {proposing
          ? t('meetingPanel.proposeIntro', { name: otherName })
          : t('meetingPanel.otherTimesIntro', { name: otherName })}
      </p>
      {proposing && (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">{t('meetingPanel.places')}</legend>
          <p className="text-sm text-ink-soft">
            {t('meetingPanel.placesHint', { count: MEETING_PLACES_MAX })}
          </p>
          {places.isPending && <p className="text-ink-soft">{t('meetingPanel.loadingPlaces')}</p>}
          {places.data?.items.length === 0 && <p>{t('meetingPanel.noPlaces')}</p>}
          {places.data?.items.map((place) => {
            const checked = chosen.includes(place.id);
            return (
              <label key={place.id} className="flex items-start gap-3 rounded-lg p-2 ring-1 ring-line">
                <input
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={checked}
                  disabled={!checked && chosen.length >= MEETING_PLACES_MAX}
                  onChange={() => toggle(place.id)}
                />
                <span className="flex flex-col">
                  <span className="font-semibold">{place.name}</span>
                  <span className="text-sm text-ink-soft">{place.address}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className="font-semibold">{t('meetingPanel.times')}</legend>
        <p className="text-sm text-ink-soft">{t('meetingPanel.timesHint')}</p>
        {typed.map((w, index) => (
          // A window is its place in the list: the list only grows or loses its last.
          // biome-ignore lint/suspicious/noArrayIndexKey: the windows have no identity but their order
          <div key={index} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="col-span-2 sm:col-span-1">
              <TextField
                label={t('meetingPanel.day', { number: index + 1 })}
                type="date"
                min={today}
                value={w.day}
                onChange={(e) => setWindow(index, { day: e.target.value })}
              />
            </div>
            <TextField
              label={t('meetingPanel.from')}
              type="time"
              step={900}
              value={w.from}
              onChange={(e) => setWindow(index, { from: e.target.value })}
            />
            <TextField
              label={t('meetingPanel.to')}
              type="time"
              step={900}
              value={w.to}
              onChange={(e) => setWindow(index, { to: e.target.value })}
            />
          </div>
        ))}
        <div className="flex flex-wrap gap-3">
          {typed.length < MEETING_WINDOWS_MAX && (
            <Button variant="outline" size="sm" onClick={() => setTyped((all) => [...all, blank])}>
              {t('meetingPanel.addTime')}
            </Button>
          )}
          {typed.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => setTyped((all) => all.slice(0, -1))}>
              {t('meetingPanel.removeTime')}
            </Button>
          )}
        </div>
      </fieldset>
      {problem && <Alert>{problem}</Alert>}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('endExchangeActions.pleaseWait') : t('meetingPanel.send')}
        </Button>
      </div>
    </form>
  );
}
