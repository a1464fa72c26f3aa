// 404 (spec section 2): any unknown path, and /profile for a visitor.

import { Link } from 'react-router-dom';
import { t } from '../lib/i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { buttonClasses } from './ui/button.tsx';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center md:py-28">
      <title>{t('pages.notFound.title')}</title>
      <img
        src="/img/default-cover.svg"
        alt=""
        width="120"
        height="180"
        className="w-24 rotate-[-6deg] opacity-90"
      />
      <p className="mt-8 text-sm font-semibold tracking-wide text-brand-dark">404</p>
      <h1 className="mt-2 text-4xl font-semibold">{t('msg.pages.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('msg.pages.notFoundText')}</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-8' })}>
        {t('msg.pages.backToHome')}
      </Link>
    </section>
  );
}
