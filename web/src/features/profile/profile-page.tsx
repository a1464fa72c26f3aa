// /profile (members only; a visitor gets the 404 page, as the spec says): tabs My Wishlists
// (default), My Treats, Requested by me, Account Setting, and Logout. The tab is in the URL
// (?tab=) so Back and a shared link land on the same tab.

import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { signOut } from '../../lib/auth-cognito.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { shown } from '../../lib/shown.ts';
import { DeleteAccount } from './components/delete-account.tsx';
import { DownloadData } from './components/download-data.tsx';
import { EmailNotifications } from './components/email-notifications.tsx';
import { MyArea } from './components/my-area.tsx';
import { PasswordChange } from './components/password-change.tsx';
import { ProfileInformation } from './components/profile-information.tsx';
import { PushNotifications } from './components/push-notifications.tsx';

const tabs = [
  shown({ value: 'wishlists', label: () => t('profilePage.myWishlists') }),
  shown({ value: 'treats', label: () => t('profilePage.myTreats') }),
  shown({ value: 'requested', label: () => t('profilePage.requestedByMe') }),
  shown({ value: 'account', label: () => t('profilePage.accountSetting') }),
] as const;
type Tab = (typeof tabs)[number]['value'];

const trigger =
  'rounded-xl px-4 py-2.5 text-start font-semibold text-ink-soft whitespace-nowrap hover:bg-paper-deep ' +
  'data-[state=active]:bg-brand-soft data-[state=active]:text-brand-dark';

/** The post lists of the first three tabs come from the posts feature; the app composes them in
 * (app/profile-route.tsx) so this feature does not import another. */
export interface ProfileLists {
  wishlists: ReactNode;
  treats: ReactNode;
  requested: ReactNode;
}

/** `giving`: the member's books given and received and their thank-yous on the wall (composed in
 * from the thanks feature by app/profile-route.tsx). */
export default function ProfilePage({ lists, giving }: { lists: ProfileLists; giving?: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  if (!user) return <NotFoundPage />;

  const current = (tabs.find((t) => t.value === params.get('tab'))?.value ?? 'wishlists') as Tab;
  const onLogout = () => {
    // Logged out here at once; the server hears of it in the background (signOut).
    signOut();
    // Nothing of this member's may linger in the cache for the next person at this browser.
    queryClient.clear();
    navigate(paths.home, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-5 py-10">
      <title>{t('pages.profile.title')}</title>
      <h1 className="text-3xl font-bold md:text-4xl">
        {user.name ? t('profilePage.helloName', { name: user.name }) : t('profilePage.helloReader')}
      </h1>
      {giving}
      <Tabs.Root
        value={current}
        onValueChange={(value) => setParams(value === 'wishlists' ? {} : { tab: value }, { replace: true })}
        orientation="vertical"
        className="mt-8 flex flex-col gap-8 md:flex-row"
      >
        <div className="flex shrink-0 flex-col gap-4 md:w-56">
          <Tabs.List aria-label={t('profilePage.profile')} className="flex flex-wrap gap-1 md:flex-col">
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={trigger}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Button variant="outline" onClick={onLogout} className="md:self-start">
            {t('profilePage.logout')}
          </Button>
        </div>
        <div className="min-w-0 flex-1">
          <Tabs.Content value="wishlists" className="focus:outline-none">
            <h2 className="sr-only">{t('profilePage.myWishlists')}</h2>
            {lists.wishlists}
          </Tabs.Content>
          <Tabs.Content value="treats" className="focus:outline-none">
            <h2 className="sr-only">{t('profilePage.myTreats')}</h2>
            {lists.treats}
          </Tabs.Content>
          <Tabs.Content value="requested" className="focus:outline-none">
            <h2 className="sr-only">{t('profilePage.requestedByMe')}</h2>
            {lists.requested}
          </Tabs.Content>
          <Tabs.Content value="account" className="flex flex-col gap-6 focus:outline-none">
            <ProfileInformation user={user} />
            <PasswordChange />
            <MyArea />
            <EmailNotifications />
            <PushNotifications />
            <DownloadData />
            <DeleteAccount />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
