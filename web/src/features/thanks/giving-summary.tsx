// The profile's "Books given" and "Books received" (closed exchanges, counted by each close), and
// the member's thank-yous on the gratitude wall, each with Take off the wall.
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useGivingCounts, useMyWallThanks, useTakeOffWall } from './api/thanks-wall.ts';
import { thanksTexts as t } from './thanks-texts.ts';

export function GivingCounts() {
  const counts = useGivingCounts();
  if (counts.isError) return <Alert>{t.countsFailed}</Alert>;
  return (
    <section aria-labelledby="giving-heading" className="rounded-card bg-white p-5 ring-1 ring-line">
      <h2 id="giving-heading" className="sr-only">
        {t.givingHeading}
      </h2>
      <dl className="flex flex-wrap gap-8">
        <div>
          <dt className="text-sm text-ink-soft">{t.booksGiven}</dt>
          <dd className="text-3xl font-bold" data-testid="books-given">
            {counts.data?.booksGiven ?? '…'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t.booksReceived}</dt>
          <dd className="text-3xl font-bold" data-testid="books-received">
            {counts.data?.booksReceived ?? '…'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function MyWallThanks() {
  const mine = useMyWallThanks();
  const takeOff = useTakeOffWall();
  // A failure is told under its own card. The wall was read again before it shows (the mutation
  // refetches on failure too): a card no longer there was taken off though both answers were lost.
  const failedId = takeOff.isError ? takeOff.variables?.id : undefined;
  const stillOn = failedId !== undefined && (mine.data ?? []).some((post) => post.id === failedId);
  const takenOff = takeOff.isSuccess || (failedId !== undefined && !stillOn);
  return (
    <section aria-labelledby="my-wall-thanks" className="rounded-card bg-white p-5 ring-1 ring-line">
      <h2 id="my-wall-thanks" className="text-lg font-semibold">
        {t.onWallHeading}
      </h2>
      {/* A line held while the wall is read, as tall as the answer "none": the profile's Logout below
          stays where a finger is about to tap it instead of jumping down when the answer comes. */}
      {mine.isPending && (
        <p className="mt-2 text-ink-soft" aria-busy="true">
          {t.loading}
        </p>
      )}
      {mine.isError && !mine.data && <Alert className="mt-2">{t.loadFailed}</Alert>}
      {mine.data && mine.data.length === 0 && <p className="mt-2 text-ink-soft">{t.onWallNone}</p>}
      {mine.data && mine.data.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3">
          {mine.data.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-3">
              <span className="min-w-0">
                <span className="font-semibold">{post.title}</span>
                {post.thankYouNote && <span className="text-ink-soft"> · “{post.thankYouNote}”</span>}
              </span>
              <Button
                variant="outline"
                aria-label={t.takeOffNamed(post.title)}
                disabled={takeOff.isPending}
                onClick={() => takeOff.mutate({ kind: post.kind, id: post.id, version: post.version })}
              >
                {takeOff.isPending && takeOff.variables?.id === post.id ? t.takingOff : t.takeOff}
              </Button>
              {stillOn && post.id === failedId && <Alert className="w-full">{t.takeOffFailed}</Alert>}
            </li>
          ))}
        </ul>
      )}
      {takenOff && (
        <p role="status" className="mt-3 text-ink-soft">
          {t.takenOff}
        </p>
      )}
    </section>
  );
}

/** Both, for the top of the profile. */
export default function GivingSummary() {
  return (
    <div className="mt-6 flex flex-col gap-4">
      <GivingCounts />
      <MyWallThanks />
    </div>
  );
}
