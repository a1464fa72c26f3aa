// The meeting of a treat handed over in person, for its two members and volunteers (the API sends
// `meeting` to nobody else): where and when, with the place's opening hours and the safety words, and
// the steps the API allows the reader now: propose, pick, other times, handed over, missed. Calling it
// off is a reason dialog among the other steps (step-panels.tsx). Loaded only for a treat that has a
// meeting.
import { firstName } from '@bookwish/shared/domain/thanks-wall';
import { Suspense, useState } from 'react';
import { toast } from 'sonner';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { formErrorText } from '../../../lib/kept-texts.ts';
import { windowText } from '../../../lib/meeting-time.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import { OpeningHours } from './meeting-place.tsx';
import { allows } from './post-actions.ts';

const ProposalForm = lazyPart(() => import('./meeting-proposal-form.tsx'));
const Pick = lazyPart(() => import('./meeting-pick.tsx'));

/** A step taken with one press (handed over, missed): the server's words if it refuses. */
function PressStep({
  treat,
  action,
  label,
  done,
  variant,
}: {
  treat: PostView<'treat'>;
  action: 'handedOver' | 'missed';
  label: string;
  done: string;
  variant: 'primary' | 'outline';
}) {
  const mutation = useTransitionPost('treat', treat.id, action);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={variant}
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { expectedVersion: treat.version },
            {
              onSuccess: () => toast.success(done),
              onError: (e) => setProblem(formErrorText(e, t('msg.post.transitionFailed'))),
            },
          )
        }
      >
        {mutation.isPending ? t('endExchangeActions.pleaseWait') : label}
      </Button>
      {problem && <Alert>{problem}</Alert>}
    </div>
  );
}

export function MeetingPanel({ treat }: { treat: PostView<'treat'> }) {
  const [otherTimes, setOtherTimes] = useState(false);
  const meeting = treat.meeting;
  if (!meeting || treat.status === 'closed') return null;
  const other = firstName(treat.viewer === 'owner' ? treat.requestDisplayName : treat.userDisplayName);
  const agreed = meeting.agreed;
  return (
    <section
      aria-labelledby="meeting-heading"
      className="mt-8 rounded-card bg-white p-6 shadow-card ring-1 ring-line"
    >
      <h2 id="meeting-heading" className="text-xl font-bold">
        {t('meetingPanel.title')}
      </h2>
      {treat.viewer !== 'volunteer' && other && (
        <p className="mt-1 text-ink-soft">{t('meetingPanel.withName', { name: other })}</p>
      )}
      {agreed ? (
        <dl className="mt-4 flex flex-col gap-3">
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{t('meetingPanel.where')}</dt>
            <dd className="font-semibold">{agreed.place.name}</dd>
            <dd>{agreed.place.address}</dd>
            <dd>
              <OpeningHours hours={agreed.place.hours} />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{t('meetingPanel.when')}</dt>
            <dd className="font-semibold">{windowText(agreed.window)}</dd>
          </div>
        </dl>
      ) : meeting.proposal ? (
        !allows(treat, 'pick') && <p className="mt-4">{t('meetingPanel.waitingForPick', { name: other })}</p>
      ) : (
        !allows(treat, 'propose') && <p className="mt-4">{t('msg.meeting.waitingForProposal')}</p>
      )}
      <p role="note" className="mt-4 rounded-lg bg-sun/30 px-4 py-3 text-ink">
        {agreed ? t('meetingPanel.safety', { place: agreed.place.name }) : t('meetingPanel.safetyBefore')}
      </p>
      <Suspense fallback={null}>
        {allows(treat, 'propose') && <ProposalForm treat={treat} action="propose" otherName={other} />}
        {allows(treat, 'pick') && <Pick treat={treat} otherName={other} />}
        {otherTimes && allows(treat, 'reschedule') && (
          <ProposalForm treat={treat} action="reschedule" otherName={other} />
        )}
      </Suspense>
      <div className="mt-6 flex flex-wrap gap-3">
        {allows(treat, 'handedOver') && (
          <PressStep
            treat={treat}
            action="handedOver"
            variant="primary"
            label={t('meetingPanel.handedOver')}
            done={t('meetingPanel.handedOverDone')}
          />
        )}
        {allows(treat, 'missed') && (
          <PressStep
            treat={treat}
            action="missed"
            variant="outline"
            label={t('meetingPanel.missed')}
            done={t('meetingPanel.missedDone')}
          />
        )}
        {!otherTimes && allows(treat, 'reschedule') && (
          <Button variant="outline" onClick={() => setOtherTimes(true)}>
            {t('meetingPanel.otherTimes')}
          </Button>
        )}
      </div>
    </section>
  );
}
