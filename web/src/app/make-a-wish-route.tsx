// /makeawish: the posts feature's form with the drives feature's "For a book drive" choice. Composed
// here, in app/, because features do not import each other.
import DriveChoice from '../features/drives/drive-choice.tsx';
import MakeAWishPage from '../features/posts/make-a-wish-page.tsx';

export default function MakeAWishRoute() {
  return <MakeAWishPage driveChoice={DriveChoice} />;
}
