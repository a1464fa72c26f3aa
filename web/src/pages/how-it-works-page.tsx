// How It Works (spec section 2): three steps and five FAQ items. The FAQ says what the spec says:
// offers appear under My Treats; address changes after confirming go through email and are
// impossible once the book is bought; we never handle purchases; to edit a wishlist, delete and
// recreate it under My Wishlists.
import { SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { createTargets } from '../lib/nav-items.ts';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

const steps = [
  {
    title: 'Post a wishlist',
    text: 'Sign up, press Make a Wish and tell us about the book you are hoping for: the title, a link where it can be bought, the price with shipping, and the country it should be shipped to. Add a few words about why it matters to you.',
  },
  {
    title: 'Share your list',
    text: 'Your wish appears on Explore Wishlists for the whole community to see. Share the link with friends and family too: the more people see it, the sooner a kind reader may offer to gift it.',
  },
  {
    title: 'Accept an offer and share gratitude',
    text: 'When someone offers, confirm by sharing your shipping address, privately with your giver only. Once the book arrives, press Book Received and, if you like, leave a thank-you note and a photo.',
  },
] as const;

export default function HowItWorksPage() {
  const { user } = useSession();
  const targets = createTargets(user !== null);
  return (
    <>
      <title>How It Works · Bookwish</title>
      <PageHeader eyebrow="How It Works" title="From a wish to a book on your doorstep">
        Bookwish connects readers who wish for a book with members who would love to give one. Here is how a
        wish comes true, in three steps.
      </PageHeader>

      <div className="mx-auto max-w-5xl px-5 py-12">
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand font-display text-lg font-semibold text-white">
                {index + 1}
              </span>
              <h2 className="mt-4 text-xl font-semibold">{step.title}</h2>
              <p className="mt-2 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link {...targets.makeAWish} className={buttonClasses()}>
            Make a Wish
          </Link>
          <Link {...targets.giveATreat} className={buttonClasses({ variant: 'secondary' })}>
            Give a Treat
          </Link>
        </div>

        <section aria-labelledby="faq" className="mx-auto mt-16 max-w-3xl">
          <h2 id="faq" className="text-3xl font-semibold">
            Frequently asked questions
          </h2>
          <div className="mt-6 divide-y divide-line rounded-card border border-line bg-white">
            <Faq question="Where can I find the wishlists I have offered to gift?">
              Every offer you make appears under <strong>My Treats</strong> in your{' '}
              <Link to={paths.profile}>profile</Link>, next to the treats you have posted. That is where you
              will see the recipient's shipping address once they confirm, and where you tell them the book is
              on its way.
            </Faq>
            <Faq question="Can I change my shipping address after confirming an offer?">
              Once you have confirmed, your address has been shared with your giver, so changes go through
              email: write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> as soon as
              possible and we will pass the new address on. If the giver has already purchased the book, the
              address can no longer be changed.
            </Faq>
            <Faq question="Does Bookwish handle the purchase or payment?">
              No. Bookwish does not handle purchases or payments of any kind. A giver buys the book
              themselves, using the purchase link on the wishlist, and has it shipped straight to the
              recipient.
            </Faq>
            <Faq question="How do I edit a wishlist I have posted?">
              A wishlist cannot be edited after it is posted. To change it, delete it from{' '}
              <strong>My Wishlists</strong> in your profile and create it again with the right details.
            </Faq>
            <Faq question="Who can see my shipping address?">
              Only the member who offered to gift your book (or who posted the treat you requested) can see
              your address, and only after you share it. It is never shown on your public wishlist. Our
              volunteers can see it only to help fix a problem you ask us about.
            </Faq>
          </div>
        </section>
      </div>
    </>
  );
}

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group p-5 [&_a]:text-brand-dark [&_a]:underline">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {question}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <p className="mt-3 text-ink-soft">{children}</p>
    </details>
  );
}
