import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { HeaderSearch } from '../../features/search/HeaderSearch';
import { cn } from '../../lib/cn';
import { AUTH_PATH, headerSignInHref } from '../../lib/paths';
import { buttonStyles } from '../button-styles';
import { CartLink } from './CartLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isLinkActive, mainLinks, redeemKeyLink } from './site-links';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

export function SiteHeader() {
  const { site, user, urlPathname, urlParsed, is404 } = usePageContext();
  const links = user ? [...mainLinks, redeemKeyLink] : mainLinks;
  // Back to the current page after signing in, unless it is an error page.
  const signInHref = typeof is404 === 'boolean' ? AUTH_PATH : headerSignInHref(urlPathname, urlParsed.searchOriginal ?? '');
  // Below the lg breakpoint the search opens as a row under the bar, from its button.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => setSearchOpen(false), [urlPathname]);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-lg">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
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

        <div
          className={cn(
            'lg:ml-6 lg:block lg:max-w-md lg:flex-1',
            searchOpen ? 'max-lg:absolute max-lg:inset-x-0 max-lg:top-full max-lg:border-b max-lg:border-border/70 max-lg:bg-background max-lg:px-4 max-lg:py-2.5 max-lg:sm:px-6' : 'max-lg:hidden',
          )}
        >
          <HeaderSearch inputRef={searchInput} onDone={() => setSearchOpen(false)} />
        </div>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <button
            type="button"
            aria-expanded={searchOpen}
            aria-label={searchOpen ? 'Close search' : 'Search games'}
            onClick={() => setSearchOpen((open) => !open)}
            className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
          >
            {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </button>
          <ThemeToggle />
          <CartLink current={urlPathname === '/cart'} />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <a href={signInHref} className={buttonStyles({ size: 'sm', className: 'ml-1 max-sm:hidden' })}>
              Sign In
            </a>
          )}
          <MobileMenu links={links} urlPathname={urlPathname} signInHref={user ? null : signInHref} />
        </div>
      </div>
    </header>
  );
}
