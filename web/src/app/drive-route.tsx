// /drive/:id: the drives feature's page with the posts feature's cards for its open wishes and the
// gratitude wall's cards for its thank-yous. Composed here, in app/, because features do not import
// each other.
import DrivePage from '../features/drives/drive-page.tsx';
import { PostCard } from '../features/posts/components/post-card.tsx';
import { WallCard } from '../features/thanks/components/wall-card.tsx';

export default function DriveRoute() {
  return (
    <DrivePage
      wishCard={(wish) => <PostCard post={wish} scope="all" />}
      thanksCard={(card) => <WallCard card={card} headingLevel={3} />}
    />
  );
}
