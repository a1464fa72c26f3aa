import { COPYRIGHT_YEAR, FOUNDED_YEAR } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { formatYear, t } from '../../lib/i18n/i18n.ts';
import { LanguageSwitcher } from '../../lib/i18n/language-switcher.tsx';
import { footerLinks } from '../../lib/nav-items.ts';
import { paths, staticImages } from '../../lib/paths.ts';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-paper-deep">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-10 md:grid-cols-[1fr_auto] md:items-start">
        <div className="max-w-sm">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2"
            aria-label={t('siteFooter.bookwishHome')}
          >
            <img src={staticImages.logoSmall} alt="" width="32" height="32" />
            <span className="font-display text-xl font-semibold">{t('siteFooter.bookwish')}</span>
          </Link>
          <p className="mt-3 text-sm text-ink-soft">
            {t('siteFooter.nonprofitSince', { year: formatYear(FOUNDED_YEAR) })}
          </p>
        </div>
        <nav aria-label={t('siteFooter.footer')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-ink hover:text-brand-dark hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className="mt-6" />
        </nav>
      </div>
      <p className="border-t border-line px-5 py-4 text-center text-sm text-ink-soft">
        {t('siteFooter.copyright', { year: formatYear(COPYRIGHT_YEAR) })}
      </p>
    </footer>
  );
}
