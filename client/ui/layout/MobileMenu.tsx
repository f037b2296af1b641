import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonStyles } from '../button-styles';
import { isLinkActive, type SiteLink } from './site-links';

/** Tailwind's `md` breakpoint, from which the header shows the main links itself. */
const WIDE_SCREEN = '(min-width: 48rem)';

interface MobileMenuProps {
  links: readonly SiteLink[];
  urlPathname: string;
  /** Where the Sign In button goes; none for signed-in visitors. */
  signInHref: string | null;
}

/**
 * The main navigation on small screens: a panel on Radix Dialog, so the focus stays in it while it is
 * open, Escape or a click outside closes it, and the focus goes back to the menu button.
 */
export function MobileMenu({ links, urlPathname, signInHref }: MobileMenuProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [urlPathname]);

  // The panel is hidden from the `md` breakpoint on, where the header shows the links: a window made
  // that wide closes the menu rather than keep the focus in a panel no one sees.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}>
        <Menu aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col border-l border-border bg-background text-foreground shadow-2xl md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-border/70 px-4">
            <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className={buttonStyles({ variant: 'ghost', size: 'icon' })}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto">
            <ul className="flex flex-col gap-1 px-4 py-3">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={() => setOpen(false)}
                    aria-current={isLinkActive(link.href, urlPathname) ? 'page' : undefined}
                    className="block rounded-lg px-3 py-2.5 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
              {signInHref && (
                <li className="pt-2">
                  <a href={signInHref} className={buttonStyles({ className: 'w-full' })}>
                    Sign In
                  </a>
                </li>
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
