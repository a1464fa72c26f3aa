// The language switcher (menu and footer): each language named in itself, changed at once and
// remembered; a language whose words could not be fetched says so, in the current language, and
// nothing is remembered. A native <select>: keyboard, screen readers and phones handle it as they know how.
import { LOCALE_INFO, LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { useId, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { t } from './i18n.ts';
import { useLanguage } from './i18n-provider.tsx';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, switchTo } = useLanguage();
  const id = useId();
  const [failed, setFailed] = useState<Locale | null>(null);
  const choose = (next: Locale) => {
    setFailed(null);
    switchTo(next).catch(() => setFailed(next));
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="text-ink-soft">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => choose(event.target.value as Locale)}
        className="rounded-full border border-line bg-white px-3 py-1.5 text-ink"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LOCALE_INFO[option].intl} dir={LOCALE_INFO[option].dir}>
            {LOCALE_INFO[option].selfName}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="w-full font-medium text-danger">
          {t('language.switchFailed', { language: LOCALE_INFO[failed].selfName })}
        </p>
      )}
    </div>
  );
}
