// Book Donation (spec section 2): donating physical books by email (number of books, their names and
// pictures), and requesting donated books. Service only in British Columbia, Greater Vancouver.
import { SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { createTargets } from '../lib/nav-items.ts';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

const donateSubject = encodeURIComponent('Book donation');
const donateBody = encodeURIComponent(
  'Hello Bookwish volunteers,\n\nI would like to donate some books.\n\nNumber of books:\nTitles:\n' +
    'My neighbourhood:\n\n(Pictures of the books are attached.)\n',
);
const requestSubject = encodeURIComponent('Request for donated books');

export default function BookDonationPage() {
  const { user } = useSession();
  const targets = createTargets(user !== null);
  return (
    <>
      <title>Book Donation · Bookwish</title>
      <PageHeader eyebrow="Book Donation" title="Give your books a second chapter">
        Have a shelf of books you have finished with? Our volunteers collect donated books and pass them on to
        readers, classrooms and community groups who will love them.
      </PageHeader>

      <div className="mx-auto max-w-4xl px-5 py-12">
        <div role="note" className="rounded-card border border-forest/30 bg-forest-soft p-5 text-forest">
          <p className="font-semibold">Where we can help</p>
          <p className="mt-1">
            Book donations and requests are currently available only in British Columbia, in the Greater
            Vancouver area, where our volunteers can pick up and deliver books in person.
          </p>
        </div>

        <section aria-labelledby="donate" className="mt-12">
          <h2 id="donate" className="text-3xl font-semibold">
            Donating books
          </h2>
          <p className="mt-3 text-ink-soft">
            We do not take donations through the website: just send us an email and a volunteer will reply to
            arrange a drop-off or pick-up that suits you.
          </p>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            <Step number={1} title="Count your books">
              Tell us how many books you would like to donate.
            </Step>
            <Step number={2} title="List the titles">
              Write down the names of the books, so we can match them with readers who have asked for them.
            </Step>
            <Step number={3} title="Add a few pictures">
              Attach pictures of the books, covers and condition, to your email.
            </Step>
          </ol>
          <p className="mt-6 text-ink-soft">
            Gently used books of every kind are welcome: children's books, novels, non-fiction and current
            textbooks. We are not able to take books with water damage, mould or missing pages.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${donateSubject}&body=${donateBody}`}
            className={buttonClasses({ className: 'mt-6' })}
          >
            Email us about a donation
          </a>
          <p className="mt-2 text-sm text-ink-soft">
            Or write to{' '}
            <a className="font-medium text-brand-dark underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </section>

        <section aria-labelledby="request" className="mt-14">
          <h2 id="request" className="text-3xl font-semibold">
            Requesting donated books
          </h2>
          <p className="mt-3 text-ink-soft">
            Teachers, librarians, shelters, newcomer programs and readers in Greater Vancouver can ask for
            donated books. Email us with who the books are for, the kinds of books or titles you are looking
            for, and roughly how many you need. We will let you know what we have on hand and arrange a time
            to deliver.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${requestSubject}`}
            className={buttonClasses({ variant: 'outline', className: 'mt-6' })}
          >
            Email us to request books
          </a>
        </section>

        <section aria-labelledby="elsewhere" className="mt-14 rounded-card bg-paper-deep p-6">
          <h2 id="elsewhere" className="text-2xl font-semibold">
            Outside Greater Vancouver?
          </h2>
          <p className="mt-2 text-ink-soft">
            You can still share books with members anywhere they can be shipped: post a spare book as a treat,
            or make a wish for the book you are looking for.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link {...targets.giveATreat} className={buttonClasses({ variant: 'secondary' })}>
              Give a Treat
            </Link>
            <Link to={paths.wishlists} className={buttonClasses({ variant: 'outline' })}>
              Browse wishlists
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: string }) {
  return (
    <li className="rounded-card border border-line bg-white p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-9 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-dark"
      >
        {number}
      </span>
      <h3 className="mt-3 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-ink-soft">{children}</p>
    </li>
  );
}
