// The profile's lists: the member's own wishlists and treats (with the delete control), the
// wishlists they offered on, and the treats they requested. 12 a page, with the spec's empty states.
import { PROFILE_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button.tsx';
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

export function MyWishlists() {
  return (
    <PagedPosts
      kind="wishlist"
      scope="wisher"
      pageParam="wishes"
      pageSize={PROFILE_PAGE_SIZE}
      columns="sm:grid-cols-3 xl:grid-cols-4"
      label="My Wishlists"
      empty={<Empty text={messages.wishlist.emptyOwn} to={paths.makeAWish} label="Make a Wish" />}
      actions={(post) => <DeletePostButton post={post} />}
    />
  );
}

export function MyTreats() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="treats-posted">
        <h3 id="treats-posted" className="mb-4 text-xl font-semibold">
          Treats I posted
        </h3>
        <PagedPosts
          kind="treat"
          scope="treater"
          pageParam="treats"
          pageSize={PROFILE_PAGE_SIZE}
          columns="sm:grid-cols-3 xl:grid-cols-4"
          label="Treats I posted"
          empty={<Empty text={messages.treat.emptyOwn} to={paths.giveATreat} label="Give a Treat" />}
          actions={(post) => <DeletePostButton post={post} />}
        />
      </section>
      <section aria-labelledby="wishlists-offered">
        <h3 id="wishlists-offered" className="mb-4 text-xl font-semibold">
          Wishlists I offered to gift
        </h3>
        <PagedPosts
          kind="wishlist"
          scope="offerer"
          pageParam="offered"
          pageSize={PROFILE_PAGE_SIZE}
          columns="sm:grid-cols-3 xl:grid-cols-4"
          label="Wishlists I offered to gift"
          empty={<Empty text={messages.wishlist.emptyOfferer} to={paths.wishlists} label="Offer a Book" />}
        />
      </section>
    </div>
  );
}

export function RequestedByMe() {
  return (
    <PagedPosts
      kind="treat"
      scope="requester"
      pageParam="requested"
      pageSize={PROFILE_PAGE_SIZE}
      columns="sm:grid-cols-3 xl:grid-cols-4"
      label="Requested by me"
      empty={
        <Empty
          text="You haven't requested any treats yet. Find a spare book someone would love to pass on."
          to={paths.treats}
          label="Explore Treats"
        />
      }
    />
  );
}
