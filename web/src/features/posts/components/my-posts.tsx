// The profile's lists: the member's own wishlists and treats (with the delete control), the
// wishlists they offered on, and the treats they requested. 12 a page, with the spec's empty states.

import { PROFILE_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { DeletePostButton } from './delete-post-button.tsx';
import { PagedPosts } from './paged-posts.tsx';

function Empty({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-card bg-white p-6 ring-1 ring-line">
      <p className="text-ink">{text}</p>
      <Link to={to} className={buttonClasses()}>
        {label}
      </Link>
    </div>
  );
}

/** One of the profile's lists: 12 a page in the profile's columns, and the spec's empty state (its
 * words and the button that leads on). */
function ProfilePosts({
  empty,
  ...list
}: Omit<ComponentProps<typeof PagedPosts>, 'pageSize' | 'columns' | 'empty'> & {
  empty: ComponentProps<typeof Empty>;
}) {
  return (
    <PagedPosts
      {...list}
      pageSize={PROFILE_PAGE_SIZE}
      columns="sm:grid-cols-3 xl:grid-cols-4"
      empty={<Empty {...empty} />}
    />
  );
}

export function MyWishlists() {
  return (
    <ProfilePosts
      kind="wishlist"
      scope="wisher"
      pageParam="wishes"
      label={t('myPosts.myWishlists')}
      empty={{ text: t('msg.wishlist.emptyOwn'), to: paths.makeAWish, label: t('myPosts.makeAWish') }}
      actions={(post) => <DeletePostButton post={post} />}
    />
  );
}

export function MyTreats() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="treats-posted">
        <h3 id="treats-posted" className="mb-4 text-xl font-semibold">
          {t('myPosts.treatsIPosted')}
        </h3>
        <ProfilePosts
          kind="treat"
          scope="treater"
          pageParam="treats"
          label={t('myPosts.treatsIPosted')}
          empty={{ text: t('msg.treat.emptyOwn'), to: paths.giveATreat, label: t('myPosts.giveATreat') }}
          actions={(post) => <DeletePostButton post={post} />}
        />
      </section>
      <section aria-labelledby="wishlists-offered">
        <h3 id="wishlists-offered" className="mb-4 text-xl font-semibold">
          {t('myPosts.wishlistsIOfferedToGift')}
        </h3>
        <ProfilePosts
          kind="wishlist"
          scope="offerer"
          pageParam="offered"
          label={t('myPosts.wishlistsIOfferedToGift')}
          empty={{
            text: t('msg.wishlist.emptyOfferer'),
            to: paths.wishlists,
            label: t('myPosts.offerABook'),
          }}
        />
      </section>
    </div>
  );
}

export function RequestedByMe() {
  return (
    <ProfilePosts
      kind="treat"
      scope="requester"
      pageParam="requested"
      label={t('myPosts.requestedByMe')}
      empty={{
        text: t('myPosts.youHavenTRequestedAnyTreats'),
        to: paths.treats,
        label: t('myPosts.exploreTreats'),
      }}
    />
  );
}
