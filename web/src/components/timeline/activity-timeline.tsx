// The Activity timeline of a post (spec section 4): each step with its status, date and the member
// who took it, the step's text, and any details this viewer may read (address, messages, thank-you).

import type { TimelineStep } from '@bookwish/shared/domain/types';
import { type CatalogueKey, formatDate, serverText, t } from '../../lib/i18n/i18n.ts';
import { staticImages } from '../../lib/paths.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { stepText } from './passed-step-text.ts';

/** The status words the server writes for the exchange's own steps (the others are catalogue texts). */
const statusKeys: Record<string, CatalogueKey> = {
  Posted: 'activityTimeline.status.posted',
  Offered: 'activityTimeline.status.offered',
  Confirmed: 'activityTimeline.status.confirmed',
  Fulfilled: 'activityTimeline.status.fulfilled',
  Requested: 'activityTimeline.status.requested',
  Shipped: 'activityTimeline.status.shipped',
  Closed: 'activityTimeline.status.closed',
};

function statusText(status: string): string {
  const key = statusKeys[status];
  return key ? t(key) : serverText(status);
}

/** After a step, the form that took it is gone: focus moves to the timeline that now shows it. */
export function focusActivity(): void {
  requestAnimationFrame(() => document.getElementById('activity')?.focus());
}

export function ActivityTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <section aria-labelledby="activity" className="mt-10">
      <h2 id="activity" tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t('activityTimeline.activity')}
      </h2>
      <ol className="mt-5 flex flex-col">
        {steps.map((step, i) => (
          <li key={`${step.status}-${step.at}`} className="relative flex gap-4 pb-8 last:pb-0">
            {i < steps.length - 1 && (
              <span aria-hidden="true" className="absolute top-8 bottom-0 start-[15px] w-0.5 bg-line" />
            )}
            <span
              aria-hidden="true"
              className="relative z-10 mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-forest text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-sans text-base font-bold">{statusText(step.status)}</h3>
              <p className="text-sm text-ink-soft">
                <time dateTime={new Date(step.at).toISOString()}>
                  {formatDate(step.at, { year: 'numeric', month: 'long', day: 'numeric' })}
                </time>
                {step.actorName && <> · {serverText(step.actorName)}</>}
              </p>
              {step.text && <p className="mt-2 text-ink">{stepText(step.text, i, steps.length)}</p>}
              {step.details?.map((detail) => (
                <div key={detail.label} className="mt-3 rounded-xl bg-paper-deep px-4 py-3">
                  <p className="text-sm font-semibold text-ink-soft">{serverText(detail.label)}</p>
                  <p className="whitespace-pre-line text-ink">{detail.text}</p>
                </div>
              ))}
              {step.photoURL && (
                <ResponsiveImage
                  image={step.photo}
                  url={step.photoURL}
                  fallback={staticImages.defaultCover}
                  alt={t('activityTimeline.sentByTheRecipientWith')}
                  // 320 px tall, as wide as its ratio (from width/height, so nothing shifts on load).
                  sizes="(min-width: 640px) 480px, calc(100vw - 88px)"
                  className="mt-3 h-80 w-auto max-w-full rounded-xl object-contain ring-1 ring-line"
                />
              )}
              {step.conclusion && (
                <p className="mt-3 font-display text-lg font-semibold text-forest">
                  {serverText(step.conclusion)}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
