// Privacy Policy (spec section 2), last updated 2024-02-16. Written for what the product really does.
import { PRIVACY_UPDATED, SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { paths } from '../lib/paths.ts';
import { LastUpdated } from './last-updated.tsx';

export default function PrivacyPage() {
  return (
    <>
      <title>Privacy Policy · Bookwish</title>
      <PageHeader width="narrow" eyebrow="Legal" title="Privacy Policy">
        <LastUpdated isoDate={PRIVACY_UPDATED} />
      </PageHeader>
      <article className="prose-bw mx-auto max-w-3xl px-5 py-12">
        <p>
          Bookwish is a volunteer-run nonprofit in British Columbia, Canada. We collect as little about you as
          we can, use it only to help books reach readers, and never sell it. This policy explains what we
          keep, why, and the choices you have. It follows British Columbia's Personal Information Protection
          Act (PIPA).
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your email address, the display name you choose, your password
            (stored only in scrambled form by our sign-in provider, never readable by us) and, if you add one,
            your profile picture.
          </li>
          <li>
            <strong>Your posts:</strong> the wishlists and treats you create, including book details, cover
            pictures and messages. These are public so that other members can find them, and they show your
            display name.
          </li>
          <li>
            <strong>Your shipping address:</strong> only when you choose to share it to receive a book. It is
            shown to the one member sending you that book, and never on any public page.
          </li>
          <li>
            <strong>Thank-you notes and photos:</strong> if you leave one when a book arrives, it is shown on
            the post for everyone to enjoy.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send through our{' '}
            <Link to={paths.contact}>contact form</Link> or by email: your name, email, optional phone number
            and message.
          </li>
        </ul>

        <h2>What we do not collect</h2>
        <p>
          We do not handle payments, so we never see card or bank details. We do not use advertising, tracking
          pixels or analytics cookies. Your browser keeps your sign-in session in its local storage so you
          stay signed in; that is the only thing we store on your device.
        </p>

        <h2>How we use your information</h2>
        <ul>
          <li>To run your account and show your posts and their progress.</li>
          <li>
            To let the two members of an exchange reach each other: the giver sees the recipient's address.
          </li>
          <li>To send you account emails, such as your verification code or a password reset.</li>
          <li>To answer your questions and help when an exchange runs into trouble.</li>
        </ul>

        <h2>Who can see it</h2>
        <p>
          Public: your display name, your posts, and thank-you notes. Private: your email, your shipping
          address and the messages exchanged between giver and recipient, which only the two of you, and a
          small number of trusted volunteers helping you on request, can see. We use a cloud provider to store
          data and send emails on our behalf; they may not use it for anything else.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your information while your account is open. When you delete your account from your profile,
          your account and your posts are removed, and your name is taken out of the history of exchanges you
          took part in. Messages sent to us are kept for up to two years so we can follow up, then deleted.
        </p>

        <h2>Your choices</h2>
        <p>
          You can change your display name, picture and password at any time in your profile, delete a post
          you created, or delete your whole account. You may also ask us for a copy of the personal
          information we hold about you, or ask us to correct it, by writing to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>

        <h2>Children</h2>
        <p>
          Bookwish is not meant for children under 13 (under 16 in Europe). Only adults may share a shipping
          address. See our <Link to={paths.terms}>Terms of Service</Link> for details.
        </p>

        <h2>Changes and questions</h2>
        <p>
          If we change this policy, we will update the date at the top of this page. Questions about your
          privacy are always welcome at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </article>
    </>
  );
}
