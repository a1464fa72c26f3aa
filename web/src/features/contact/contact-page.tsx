// /contact: write to the volunteers who run Bookwish.
import { t } from '../../lib/i18n/i18n.ts';
import { ContactForm } from './components/contact-form.tsx';

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[2fr_3fr]">
      <div>
        <title>{t('pages.contact.title')}</title>
        <h1 className="text-3xl font-bold md:text-4xl">{t('contactPage.contactUs')}</h1>
        <p className="mt-4 text-ink-soft">{t('contactPage.aQuestionAboutAWishlist')}</p>
        <p className="mt-4 text-ink-soft">{t('contactPage.ifYouNeedToChange')}</p>
      </div>
      <section aria-label={t('contactPage.contactForm')} className="rounded-card bg-white p-6 shadow-card">
        <ContactForm />
      </section>
    </div>
  );
}
