// /wishlist/:id: the posts feature's page with the drives feature's note of the book drive a wish is
// for (and its owner's "Add to a book drive"). Composed here, in app/, because features do not import
// each other.
import WishDrive from '../features/drives/wish-drive.tsx';
import WishlistPage from '../features/posts/wishlist-page.tsx';

export default function WishlistRoute() {
  return <WishlistPage driveNote={WishDrive} />;
}
