import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginState } from './auth-guard.tsx';
import { rememberReturnTo } from './drafts.ts';
import { t } from './i18n/i18n.ts';
import { paths } from './paths.ts';
import { useSession } from './session.ts';
import { shown } from './shown.ts';

/** A link whose label is read when shown, so it is always in the active language. */
function navLink(to: string, label: () => string): { readonly to: string; readonly label: string } {
  return shown({ to, label });
}

/** Top menu links (spec section 2, Navigation), in the spec's order. */
export const menuLinks = [
  navLink(paths.bookDonation, () => t('navItems.bookDonation')),
  navLink(paths.wishlists, () => t('navItems.wishlists')),
  navLink(paths.treats, () => t('navItems.treats')),
  navLink(paths.event, () => t('navItems.events')),
  navLink(paths.about, () => t('navItems.about')),
] as const;

/** The menu for this viewer: a volunteer also gets the support console (spec section 6). */
export function menuLinksFor(volunteer: boolean): readonly { to: string; label: string }[] {
  return volunteer ? [...menuLinks, { to: paths.support, label: t('navItems.support') }] : menuLinks;
}

/** Footer links (spec section 2, Navigation). */
export const footerLinks = [
  navLink(paths.about, () => t('navItems.about')),
  navLink(paths.contact, () => t('navItems.contact')),
  navLink(paths.howItWorks, () => t('navItems.howItWorks')),
  navLink(paths.thanks, () => t('thanks.menuLabel')),
  navLink(paths.privacy, () => t('navItems.privacy')),
  navLink(paths.terms, () => t('navItems.terms')),
] as const;

/** Link props (`<Link {...target}>`) of Make a Wish and Give a Treat: the creation page's address,
 * whoever follows it. A visitor's tap goes straight to /login, which leads on to that page after
 * logging in (or signing up); a link followed without the app (the prerendered home tapped before
 * the app has started, a new tab) reaches the page, whose guard sends to /login and remembers it. An
 * href of /login had lost the page on the way: the visitor landed on the home page after logging in. */
export interface CreateTarget {
  to: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function useCreateTargets(): { makeAWish: CreateTarget; giveATreat: CreateTarget } {
  const { user } = useSession();
  const navigate = useNavigate();
  const target = (page: string): CreateTarget =>
    user
      ? { to: page }
      : {
          to: page,
          onClick: (event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            rememberReturnTo(page);
            navigate(paths.login, { state: { from: page } satisfies LoginState });
          },
        };
  return { makeAWish: target(paths.makeAWish), giveATreat: target(paths.giveATreat) };
}
