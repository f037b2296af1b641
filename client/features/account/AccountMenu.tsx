import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LoaderCircle, LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ADMIN_PATH, DASHBOARD_PATH } from '../../lib/paths';
import type { SessionUser } from '../../types/page-context';
import { avatarInitial, avatarStyles } from './avatar';

const itemStyles =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted-foreground outline-none transition-colors select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-60 data-[highlighted]:bg-muted data-[highlighted]:text-foreground aria-[current=page]:text-foreground [&_svg]:size-4 [&_svg]:shrink-0';

export interface AccountMenuProps {
  user: SessionUser;
  /** Open at once, for a press on the avatar made before this menu had loaded. */
  defaultOpen?: boolean;
  /** Take the focus on mount, from the placeholder avatar that had it. */
  autoFocus?: boolean;
}

/** The signed-in visitor's avatar, opening the account menu (Radix: arrow keys, typeahead, Escape). */
export default function AccountMenu({ user, defaultOpen = false, autoFocus = false }: AccountMenuProps) {
  const { urlPathname } = usePageContext();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);

  useEffect(() => {
    if (autoFocus) triggerRef.current?.focus();
  }, [autoFocus]);

  const links = [
    { href: DASHBOARD_PATH, label: 'Dashboard', Icon: LayoutDashboard },
    ...(user.role === 'admin' ? [{ href: ADMIN_PATH, label: 'Admin', Icon: ShieldCheck }] : []),
  ];

  // Ends this session only; a full page load then renders the store signed out.
  const signOut = async () => {
    setSigningOut(true);
    setSignOutFailed(false);
    try {
      await fetch('/api/auth/logout?scope=local', { method: 'POST', credentials: 'same-origin' });
      window.location.assign('/');
    } catch {
      setSigningOut(false);
      setSignOutFailed(true);
    }
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-label={`Account menu for ${user.email}`}
        className={`${avatarStyles} data-[state=open]:ring-2 data-[state=open]:ring-ring data-[state=open]:ring-offset-2 data-[state=open]:ring-offset-background`}
      >
        <span aria-hidden="true">{avatarInitial(user.email)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          loop
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 overflow-hidden rounded-xl border border-border bg-card p-1.5 text-foreground shadow-xl shadow-black/10 dark:shadow-black/40"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block text-xs text-muted-foreground">Signed in as</span>
            <span className="block truncate text-sm font-medium" title={user.email}>
              {user.email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-border" />
          {links.map(({ href, label, Icon }) => (
            <DropdownMenu.Item key={href} asChild className={itemStyles}>
              <a href={href} aria-current={urlPathname === href ? 'page' : undefined}>
                <Icon aria-hidden="true" />
                {label}
              </a>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemStyles}
            disabled={signingOut}
            onSelect={(event) => {
              // Stay open to show progress; the page is replaced once the session has ended.
              event.preventDefault();
              void signOut();
            }}
          >
            {signingOut ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            {signingOut ? 'Signing out...' : 'Sign Out'}
          </DropdownMenu.Item>
          {signOutFailed && (
            <p role="alert" className="px-3 pt-1 pb-2 text-xs text-danger">
              Could not sign out. Check your connection and try again.
            </p>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
