// Book Extravaganza (spec sections 1, 9): August and September 2024, 10 winners of $10 gift cards,
// one entry per post, one win per person, winners notified by email, a suggested hashtag.
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { paths } from '../lib/paths.ts';

const hashtag = '#BookwishThankYou';

export default function BookExtravaganzaPage() {
  return (
    <>
      <title>Book Extravaganza · Bookwish</title>
      <PageHeader width="narrow" eyebrow="Events · Summer 2024" title="Book Extravaganza">
        Our end-of-summer giveaway: every post in August and September 2024 was a chance to win a $10 gift
        card for your next book.
      </PageHeader>

      <div className="mx-auto max-w-3xl px-5 py-12">
        <p role="note" className="rounded-card border border-line bg-white p-4 text-ink-soft">
          The Book Extravaganza ran from August 1 to September 30, 2024, and is now closed. Thank you to
          everyone who took part, and congratulations to our ten winners!
        </p>

        <div className="prose-bw mt-10">
          <h2>The prizes</h2>
          <p>
            <strong>10 winners</strong> each received a <strong>$10 gift card</strong> to spend on books.
          </p>

          <h2>How to enter</h2>
          <ul>
            <li>
              Post a wishlist or a treat on Bookwish between <strong>August 1 and September 30, 2024</strong>.
            </li>
            <li>
              <strong>Each post is one entry.</strong> Posting several wishlists or treats gives you several
              entries.
            </li>
            <li>Entry is free. No purchase of any kind is needed to enter or to win.</li>
          </ul>

          <h2>Choosing the winners</h2>
          <ul>
            <li>Ten entries were drawn at random by our volunteers after the giveaway closed.</li>
            <li>
              <strong>One win per person:</strong> if the same member was drawn twice, we drew again.
            </li>
            <li>
              <strong>Winners were notified by email</strong>, at the address of their Bookwish account, and
              had two weeks to reply before another entry was drawn.
            </li>
          </ul>

          <h2>Share the joy</h2>
          <p>
            When your book arrives, we would love to see it! If you share a thank-you post on social media,
            add the hashtag <strong>{hashtag}</strong> so our community can celebrate with you. Sharing is
            always optional and is not needed to enter.
          </p>

          <h2>The small print</h2>
          <ul>
            <li>Open to Bookwish members who meet the age rules in our Terms of Service.</li>
            <li>Posts that break our terms, or were created only to collect entries, did not count.</li>
            <li>Gift cards cannot be exchanged for cash.</li>
          </ul>
          <p>
            Questions about the giveaway? <Link to={paths.contact}>Contact us</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
