// The parcel's carrier and tracking number with a link to the carrier's page: the API sends them only
// to the recipient and volunteers (and to the sender while the exchange is open, to check a typo), so
// this shows whatever the post carries.
import type { PostKind } from '@bookwish/shared/domain/types';
import type { PostView } from '../api/post-types.ts';
import { parcelTexts as t } from '../parcel-texts.ts';

export function ParcelNote({ post }: { post: PostView<PostKind> }) {
  const { parcel, trackingURL } = post;
  if (!parcel) return null;
  const carrier = t.carrierName(parcel.carrier);
  const sender = post.kind === 'wishlist' ? post.viewer === 'giver' : post.viewer === 'owner';
  return (
    <section
      aria-labelledby="parcel-heading"
      className="mt-8 rounded-card bg-white p-6 shadow-card ring-1 ring-line"
    >
      <h2 id="parcel-heading" className="text-xl font-bold">
        {t.trackingHeading}
      </h2>
      <p className="mt-2 break-all text-ink">{t.trackingNumberIs(carrier, parcel.number)}</p>
      {trackingURL && (
        <a
          href={trackingURL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block font-semibold text-brand underline underline-offset-4"
        >
          {t.trackLink(carrier)} <span className="sr-only">{t.opensNewTab}</span>
        </a>
      )}
      {sender && <p className="mt-2 text-sm text-ink-soft">{t.senderNote}</p>}
    </section>
  );
}
