// The language switcher (menu and footer): each language named in itself, changed at once and
// remembered. A native <select>: keyboard, screen readers and phones handle it as they know how.
import { LOCALE_INFO, LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { useId } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { t } from './i18n.ts';
import { useLanguage } from './i18n-provider.tsx';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, switchTo } = useLanguage();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="text-ink-soft">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void switchTo(event.target.value as Locale)}
        className="rounded-full border border-line bg-white px-3 py-1.5 text-ink"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LOCALE_INFO[option].intl} dir={LOCALE_INFO[option].dir}>
            {LOCALE_INFO[option].selfName}
          </option>
        ))}
      </select>
    </div>
  );
}
