import type { LoginState } from './auth-guard.tsx';
import { t } from './i18n/i18n.ts';
import { paths } from './paths.ts';

/** Top menu links (spec section 2, Navigation), in the spec's order. */
export const menuLinks = [
  {
    to: paths.bookDonation,
    get label() {
      return t('navItems.bookDonation');
    },
  },
  {
    to: paths.wishlists,
    get label() {
      return t('navItems.wishlists');
    },
  },
  {
    to: paths.treats,
    get label() {
      return t('navItems.treats');
    },
  },
  {
    to: paths.event,
    get label() {
      return t('navItems.events');
    },
  },
  {
    to: paths.about,
    get label() {
      return t('navItems.about');
    },
  },
] as const;

/** The menu for this viewer: a volunteer also gets the support console (spec section 6). */
export function menuLinksFor(volunteer: boolean): readonly { to: string; label: string }[] {
  return volunteer ? [...menuLinks, { to: paths.support, label: t('navItems.support') }] : menuLinks;
}

/** Footer links (spec section 2, Navigation). */
export const footerLinks = [
  {
    to: paths.about,
    get label() {
      return t('navItems.about');
    },
  },
  {
    to: paths.contact,
    get label() {
      return t('navItems.contact');
    },
  },
  {
    to: paths.howItWorks,
    get label() {
      return t('navItems.howItWorks');
    },
  },
  {
    to: paths.thanks,
    get label() {
      return t('thanks.menuLabel');
    },
  },
  {
    to: paths.privacy,
    get label() {
      return t('navItems.privacy');
    },
  },
  {
    to: paths.terms,
    get label() {
      return t('navItems.terms');
    },
  },
] as const;

/** Link props (`<Link {...target}>`): the creation page when signed in; otherwise /login, which leads
 * on to that page after logging in (or signing up). */
function createTarget(page: string, signedIn: boolean): { to: string; state?: LoginState } {
  return signedIn ? { to: page } : { to: paths.login, state: { from: page } };
}

/** Make a Wish and Give a Treat go to the creation pages when signed in, to /login otherwise. */
export function createTargets(signedIn: boolean) {
  return {
    makeAWish: createTarget(paths.makeAWish, signedIn),
    giveATreat: createTarget(paths.giveATreat, signedIn),
  };
}
