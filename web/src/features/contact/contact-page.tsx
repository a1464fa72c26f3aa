// /contact: write to the volunteers who run Bookwish.
import { ContactForm } from './components/contact-form.tsx';

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[2fr_3fr]">
      <div>
        <title>Contact · Bookwish</title>
        <h1 className="text-3xl font-bold md:text-4xl">Contact us</h1>
        <p className="mt-4 text-ink-soft">
          A question about a wishlist, a treat that has not arrived, or an idea for our next book drive?
          Bookwish is run by volunteers in Greater Vancouver, and one of us will write back.
        </p>
        <p className="mt-4 text-ink-soft">
          If you need to change a shipping address after confirming an offer, tell us here and include the
          link to the wishlist or treat.
        </p>
      </div>
      <section aria-label="Contact form" className="rounded-card bg-white p-6 shadow-card">
        <ContactForm />
      </section>
    </div>
  );
}
