// Top menu (spec section 2, Navigation). From 800 px the links sit in the header, on a row below the
// logo, search box and buttons; below 800 px, a menu button opens the side sheet with the same links.

import { Link, NavLink } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { LoginLink } from '../../lib/auth-guard.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { menuLinksFor, useCreateTargets } from '../../lib/nav-items.ts';
import { paths, staticImages } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { SideSheet } from './side-sheet.tsx';

export function TopMenu() {
  const { user } = useSession();
  const targets = useCreateTargets();
  const menuLinks = menuLinksFor(user?.volunteer ?? false);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-5 lg:gap-6">
        <Link to={paths.home} className="flex shrink-0 items-center" aria-label={t('topMenu.bookwishHome')}>
          <img
            src={staticImages.logo}
            alt=""
            width="148"
            height="36"
            className="h-9 w-auto md:hidden lg:block"
          />
          <img
            src={staticImages.logoSmall}
            alt=""
            width="36"
            height="36"
            className="hidden size-9 md:block lg:hidden"
          />
        </Link>

        {/* The search box takes the room the buttons leave, never less than 10rem (a title fits). */}
        <SearchBox className="hidden min-w-40 flex-1 md:block lg:max-w-md" />

        <div className="ms-auto hidden shrink-0 items-center gap-2 md:flex lg:gap-3">
          <Link {...targets.makeAWish} className={buttonClasses({ size: 'sm' })}>
            {t('topMenu.makeAWish')}
          </Link>
          <Link {...targets.giveATreat} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            {t('topMenu.giveATreat')}
          </Link>
          <AccountLink user={user} />
        </div>

        <div className="ms-auto flex items-center gap-2 md:hidden">
          <AccountLink user={user} />
          <SideSheet targets={targets} volunteer={user?.volunteer ?? false} />
        </div>
      </div>

      {/* The links have a row of their own: in one row with the search box and the buttons, French or
          Punjabi squeezed each link onto three lines and the search box to a circle. A link never
          wraps; should a longer language one day not fit, the row wraps between links. */}
      <nav aria-label={t('topMenu.main')} className="hidden md:block">
        <ul className="mx-auto flex min-h-10 max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-5 pb-2 text-[0.95rem] font-medium">
          {menuLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'block whitespace-nowrap underline-offset-4 decoration-2 hover:text-brand-dark hover:underline',
                    isActive ? 'text-brand-dark underline' : 'text-ink',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function AccountLink({ user }: { user: ReturnType<typeof useSession>['user'] }) {
  if (!user) {
    return (
      <LoginLink className={buttonClasses({ size: 'sm', variant: 'outline' })} data-account="">
        {t('topMenu.logIn')}
      </LoginLink>
    );
  }
  return (
    <Link
      to={paths.profile}
      data-account=""
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full ring-2 ring-line hover:ring-brand"
      aria-label={user.name ? t('topMenu.yourProfileNamed', { name: user.name }) : t('topMenu.yourProfile')}
    >
      <img
        src={user.picture || staticImages.defaultAvatar}
        alt=""
        width="40"
        height="40"
        className="size-10 rounded-full object-cover"
      />
    </Link>
  );
}
