import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AUTH_PATH, headerSignInHref } from '../../account/paths';
import { buttonStyles } from '../ui/button-styles';
import { CartLink } from './CartLink';
import { Logo } from './Logo';
import { isLinkActive, mainLinks, redeemKeyLink } from './site-links';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { site, user, urlPathname, urlParsed, is404 } = usePageContext();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = user ? [...mainLinks, redeemKeyLink] : mainLinks;
  // Back to the current page after signing in, unless it is an error page.
  const signInHref = typeof is404 === 'boolean' ? AUTH_PATH : headerSignInHref(urlPathname, urlParsed.searchOriginal ?? '');

  useEffect(() => setMenuOpen(false), [urlPathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Logo name={site.name} />

        <nav aria-label="Main" className="ml-8 hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={isLinkActive(link.href, urlPathname) ? 'page' : undefined}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <CartLink current={urlPathname === '/cart'} />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <a href={signInHref} className={buttonStyles({ size: 'sm', className: 'ml-1 max-sm:hidden' })}>
              Sign In
            </a>
          )}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav id={MOBILE_MENU_ID} aria-label="Main" hidden={!menuOpen} className="border-t border-border/70 md:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={isLinkActive(link.href, urlPathname) ? 'page' : undefined}
                className="block rounded-lg px-3 py-2.5 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground"
              >
                {link.label}
              </a>
            </li>
          ))}
          {!user && (
            <li className="pt-2 sm:hidden">
              <a href={signInHref} className={buttonStyles({ className: 'w-full' })}>
                Sign In
              </a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
