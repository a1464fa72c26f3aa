import type { LoginState } from './auth-guard.tsx';
import { t } from './i18n/i18n.ts';
import { paths } from './paths.ts';

/** A link whose label is read when shown, so it is always in the active language. */
function navLink(to: string, label: () => string): { to: string; readonly label: string } {
  return {
    to,
    get label() {
      return label();
    },
  };
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
