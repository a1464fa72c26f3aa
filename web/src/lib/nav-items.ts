// The wall's texts wait in its texts module for the catalogues (the one import of a feature lib allows).
import { thanksTexts } from '../features/thanks/thanks-texts.ts';
import type { LoginState } from './auth-guard.tsx';
import { paths } from './paths.ts';

/** Top menu links (spec section 2, Navigation), in the spec's order. */
export const menuLinks = [
  { to: paths.bookDonation, label: 'Book Donation' },
  { to: paths.wishlists, label: 'Wishlists' },
  { to: paths.treats, label: 'Treats' },
  { to: paths.thanks, label: thanksTexts.menuLabel },
  { to: paths.event, label: 'Events' },
  { to: paths.about, label: 'About' },
] as const;

/** The menu for this viewer: a volunteer also gets the support console (spec section 6). */
export function menuLinksFor(volunteer: boolean): readonly { to: string; label: string }[] {
  return volunteer ? [...menuLinks, { to: paths.support, label: 'Support' }] : menuLinks;
}

/** Footer links (spec section 2, Navigation). */
export const footerLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.howItWorks, label: 'How It Works' },
  { to: paths.thanks, label: thanksTexts.menuLabel },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
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
