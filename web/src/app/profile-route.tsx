// /profile: the profile feature's page with the posts feature's lists in its tabs. Composed here,
// in app/, because features do not import each other.
import { MyTreats, MyWishlists, RequestedByMe } from '../features/posts/components/my-posts.tsx';
import ProfilePage from '../features/profile/profile-page.tsx';
import GivingSummary from '../features/thanks/giving-summary.tsx';

export default function ProfileRoute() {
  return (
    <ProfilePage
      lists={{ wishlists: <MyWishlists />, treats: <MyTreats />, requested: <RequestedByMe /> }}
      giving={<GivingSummary />}
    />
  );
}
