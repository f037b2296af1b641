import { KeyRound, LayoutDashboard, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { SessionUser } from '../../types/page-context';

/** The signed-in visitor's avatar, opening a small menu of account links (a disclosure, not an ARIA menu). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { urlPathname } = usePageContext();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [urlPathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const links = [
    { href: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
    { href: '/redeem-key', label: 'Redeem Key', Icon: KeyRound },
    ...(user.role === 'admin' ? [{ href: '/admin', label: 'Admin', Icon: ShieldCheck }] : []),
  ];

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.email}`}
        onClick={() => setOpen((value) => !value)}
        className="grid size-9 place-items-center rounded-full bg-linear-to-br from-violet-500 to-cyan-500 text-sm font-bold text-white uppercase shadow-md shadow-violet-500/25 transition hover:brightness-110"
      >
        <span aria-hidden="true">{user.email.charAt(0) || '?'}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 overflow-hidden rounded-xl border border-border bg-card shadow-xl shadow-black/10 dark:shadow-black/40"
      >
        <div className="border-b border-border px-4 py-3">
          <p className="text-xs text-muted-foreground">Signed in as</p>
          <p className="truncate text-sm font-medium" title={user.email}>
            {user.email}
          </p>
        </div>
        <ul className="p-1.5">
          {links.map(({ href, label, Icon }) => (
            <li key={href}>
              <a
                href={href}
                aria-current={urlPathname === href ? 'page' : undefined}
                className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-foreground"
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
