// The other member's answer to a proposal: one of its places and one of its times, each place with
// its address and opening hours (meet inside, while it is open).
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { formErrorText } from '../../../lib/kept-texts.ts';
import { windowText } from '../../../lib/meeting-time.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import { OpeningHours } from './meeting-place.tsx';

export default function MeetingPick({ treat, otherName }: { treat: PostView<'treat'>; otherName: string }) {
  const proposal = treat.meeting?.proposal;
  const [place, setPlace] = useState(0);
  const [window, setWindow] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useTransitionPost('treat', treat.id, 'pick');
  const headingId = useId();
  if (!proposal) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (window === null) {
      setProblem(t('msg.meeting.pickOne'));
      return;
    }
    setProblem(null);
    mutation.mutate(
      { place, window, expectedVersion: treat.version },
      {
        onSuccess: () => toast.success(t('meetingPanel.agreedDone')),
        onError: (e) => setProblem(formErrorText(e, t('msg.post.transitionFailed'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="mt-6 flex flex-col gap-5">
      <h3 id={headingId} className="text-lg font-bold">
        {t('meetingPanel.pickHeading')}
      </h3>
      <p className="text-ink-soft">{t('meetingPanel.pickIntro', { name: otherName })}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('meetingPanel.places')}</legend>
        {proposal.places.map((p, index) => (
          <label key={p.id} className="flex items-start gap-3 rounded-lg p-2 ring-1 ring-line">
            <input
              type="radio"
              name={`${headingId}-place`}
              className="mt-1 size-5"
              checked={place === index}
              onChange={() => setPlace(index)}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{p.name}</span>
              <span className="text-sm text-ink-soft">{p.address}</span>
              <OpeningHours hours={p.hours} />
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('meetingPanel.times')}</legend>
        {proposal.windows.map((w, index) => (
          <label key={w.start} className="flex items-center gap-3 rounded-lg p-2 ring-1 ring-line">
            <input
              type="radio"
              name={`${headingId}-window`}
              className="size-5"
              checked={window === index}
              onChange={() => setWindow(index)}
            />
            <span>{windowText(w)}</span>
          </label>
        ))}
      </fieldset>
      {problem && <Alert>{problem}</Alert>}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('endExchangeActions.pleaseWait') : t('meetingPanel.agree')}
        </Button>
      </div>
    </form>
  );
}
