import { paths } from './paths.ts';

/** Top menu links (spec section 2, Navigation), in the spec's order. */
export const menuLinks = [
  { to: paths.bookDonation, label: 'Book Donation' },
  { to: paths.wishlists, label: 'Wishlists' },
  { to: paths.treats, label: 'Treats' },
  { to: paths.event, label: 'Events' },
  { to: paths.about, label: 'About' },
] as const;

/** Footer links (spec section 2, Navigation). */
export const footerLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.howItWorks, label: 'How It Works' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
] as const;

/** Make a Wish and Give a Treat go to the creation pages when signed in, to /login otherwise. */
export function createTargets(signedIn: boolean) {
  return {
    makeAWish: signedIn ? paths.makeAWish : paths.login,
    giveATreat: signedIn ? paths.giveATreat : paths.login,
  };
}
