// The narrow-screen menu: a native modal <dialog> (focus containment, Escape, inert page behind it)
// instead of a dialog library, so the home route's JavaScript stays small.

import { useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { CLOSE_PATH, LineIcon } from '../../components/ui/line-icon.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { LanguageSwitcher } from '../../lib/i18n/language-switcher.tsx';
import { type CreateTarget, footerLinks, menuLinksFor } from '../../lib/nav-items.ts';
import { paths, staticImages } from '../../lib/paths.ts';

export function SideSheet({
  targets,
  volunteer,
}: {
  targets: { makeAWish: CreateTarget; giveATreat: CreateTarget };
  volunteer: boolean;
}) {
  const menuLinks = menuLinksFor(volunteer);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-paper-deep"
        aria-label={t('sideSheet.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <LineIcon path="M4 7h16M4 12h16M4 17h16" />
      </button>
      <dialog
        id={id}
        ref={dialogRef}
        aria-label={t('sideSheet.menu')}
        className="side-sheet bg-paper text-ink shadow-card"
        onClose={() => setOpen(false)}
        // Escape and a click on the backdrop close it, natively (Safari ignores this; its users have the
        // close button and Escape).
        closedby="any"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
          <div className="flex items-center justify-between">
            <Link to={paths.home} onClick={close} aria-label={t('sideSheet.bookwishHome')}>
              <img src={staticImages.logo} alt="" width="148" height="36" className="h-9 w-auto" />
            </Link>
            <button
              type="button"
              onClick={close}
              aria-label={t('sideSheet.closeMenu')}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-paper-deep"
            >
              <LineIcon path={CLOSE_PATH} />
            </button>
          </div>
          <SearchBox className="mb-4" />
          <nav aria-label={t('sideSheet.mobile')}>
            <ul className="flex flex-col gap-1 text-lg font-medium">
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-lg px-3 py-2.5 hover:bg-paper-deep',
                        isActive && 'bg-brand-soft text-brand-dark',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3">
            <Link
              {...targets.makeAWish}
              onClick={(event) => {
                targets.makeAWish.onClick?.(event);
                close();
              }}
              className={buttonClasses({ className: 'w-full' })}
            >
              {t('sideSheet.makeAWish')}
            </Link>
            <Link
              {...targets.giveATreat}
              onClick={(event) => {
                targets.giveATreat.onClick?.(event);
                close();
              }}
              className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
            >
              {t('sideSheet.giveATreat')}
            </Link>
          </div>
          <LanguageSwitcher />
          <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-2 border-t border-line pt-4 text-sm text-ink-soft">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className="hover:text-brand-dark hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
