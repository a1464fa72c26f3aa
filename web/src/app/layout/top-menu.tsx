// Top menu (spec section 2, Navigation). From 800 px the links sit in the bar; below, a menu button
// opens the side sheet with the same links.

import { Link, NavLink } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { LoginLink } from '../../lib/auth-guard.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { createTargets, menuLinksFor } from '../../lib/nav-items.ts';
import { paths, staticImages } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { SideSheet } from './side-sheet.tsx';

export function TopMenu() {
  const { user } = useSession();
  const targets = createTargets(user !== null);
  const menuLinks = menuLinksFor(user?.volunteer ?? false);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-5 xl:gap-6">
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

        <nav aria-label={t('topMenu.main')} className="hidden flex-1 md:block">
          <ul className="flex items-center gap-4 text-[0.95rem] font-medium xl:gap-6">
            {menuLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      // Longer languages wrap a link onto two lines rather than push the buttons off the screen.
                      'block text-center leading-tight underline-offset-4 decoration-2 hover:text-brand-dark hover:underline',
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

        <SearchBox className="hidden w-44 shrink md:block lg:w-56" />

        <div className="ms-auto hidden items-center gap-2 md:flex lg:gap-3">
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
