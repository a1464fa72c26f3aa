// Terms of Service (spec section 2), last updated 2024-08-14: ages 13 (16 in Europe); only adults give
// a shipping address; we never handle purchases.
import { MIN_AGE, MIN_AGE_EUROPE, SUPPORT_EMAIL, TERMS_UPDATED } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { paths } from '../lib/paths.ts';
import { LastUpdated } from './last-updated.tsx';

export default function TermsPage() {
  return (
    <>
      <title>Terms of Service · Bookwish</title>
      <PageHeader width="narrow" eyebrow="Legal" title="Terms of Service">
        <LastUpdated isoDate={TERMS_UPDATED} />
      </PageHeader>
      <article className="prose-bw mx-auto max-w-3xl px-5 py-12">
        <p>
          Welcome to Bookwish, a community book-gifting platform run by a registered nonprofit in British
          Columbia, Canada. By creating an account or using the site, you agree to these terms. We have tried
          to keep them short and plain; please read them.
        </p>

        <h2>1. Who can use Bookwish</h2>
        <p>
          You must be at least {MIN_AGE} years old to create an account, or at least {MIN_AGE_EUROPE} if you
          live in the European Union or the European Economic Area.{' '}
          <strong>Only adults may give a shipping address.</strong> If you are under the age of majority where
          you live (19 in British Columbia), please ask a parent or guardian to receive books on your behalf.
        </p>

        <h2>2. Your account</h2>
        <p>
          Keep your password to yourself and tell us if you think someone else is using your account. You are
          responsible for what is posted from it. You may delete your account at any time from your profile.
        </p>

        <h2>3. How gifting works</h2>
        <ul>
          <li>
            Bookwish only introduces members to one another.{' '}
            <strong>We do not sell books or handle purchases or payments.</strong> A giver buys a wished-for
            book themselves, using the purchase link on the wishlist, or ships a book they already own.
          </li>
          <li>
            An offer or a request is a kind promise, not a contract. Please follow through, and tell the other
            member through the exchange, or tell us, if you cannot.
          </li>
          <li>
            Shipping costs, customs and delivery are between the two members. Bookwish is not responsible for
            lost, late or damaged parcels.
          </li>
        </ul>

        <h2>4. What you post</h2>
        <p>
          Posts must be about books and must be honest. Do not post anything unlawful, hateful, sexual, or
          anything that shares someone else's personal information. Do not use Bookwish to sell, advertise or
          ask for money. You keep the rights to the pictures and words you post, and you allow us to show them
          on Bookwish so the community can see them.
        </p>

        <h2>5. Shipping addresses</h2>
        <p>
          A shipping address you share is shown only to the member sending you the book. Use it only to send
          that book, and never share or keep it for anything else.
        </p>

        <h2>6. When things go wrong</h2>
        <p>
          Our volunteers may remove posts or close accounts that break these terms, and may help correct or
          reopen an exchange when members ask. The site is offered as it is, by volunteers, without
          warranties; to the extent the law allows, Bookwish is not liable for losses arising from exchanges
          between members.
        </p>

        <h2>7. Privacy</h2>
        <p>
          How we handle your information is explained in our <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>

        <h2>8. Changes and contact</h2>
        <p>
          We may update these terms and will change the date at the top when we do. These terms are governed
          by the laws of British Columbia and of Canada. Questions? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
          <Link to={paths.contact}>contact form</Link>.
        </p>
      </article>
    </>
  );
}
