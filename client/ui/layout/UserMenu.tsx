import { useEffect, useRef, useState } from 'react';
import { avatarInitial, avatarStyles } from '../../features/account/avatar';
import type { SessionUser } from '../../types/page-context';

type AccountMenuComponent = typeof import('../../features/account/AccountMenu').default;

// The menu (Radix DropdownMenu and its positioning) is loaded after the page has hydrated and only
// for signed-in visitors, so that it weighs nothing on the pages most visitors see.
const loadAccountMenu = () => import('../../features/account/AccountMenu').then((module) => module.default);

/** The signed-in visitor's avatar and account menu: Dashboard, Admin for administrators, Sign Out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [AccountMenu, setAccountMenu] = useState<AccountMenuComponent | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const [focusOnLoad, setFocusOnLoad] = useState(false);

  useEffect(() => {
    let mounted = true;
    void loadAccountMenu().then((component) => {
      if (!mounted) return;
      setFocusOnLoad(document.activeElement === placeholderRef.current);
      setAccountMenu(() => component);
    });
    return () => {
      mounted = false;
    };
  }, []);

  if (AccountMenu) return <AccountMenu user={user} defaultOpen={openOnLoad} autoFocus={focusOnLoad} />;

  // Looks like the menu's button; a press before the menu has loaded opens it as soon as it has.
  return (
    <button
      ref={placeholderRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={`Account menu for ${user.email}`}
      onClick={() => setOpenOnLoad(true)}
      className={avatarStyles}
    >
      <span aria-hidden="true">{avatarInitial(user.email)}</span>
    </button>
  );
}
