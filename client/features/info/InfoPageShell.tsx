import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface InfoPageShellProps {
  icon: ReactNode;
  /** A short line above the heading, such as 'Help centre'. */
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Below the lead, such as the 'Last updated' date of a policy. */
  meta?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The frame of an information page: the store's glow, the page's one h1 with its icon and lead, then the content. */
export function InfoPageShell({ icon, eyebrow, title, lead, meta, children, className }: InfoPageShellProps) {
  return (
    <div className="relative isolate">
      <div aria-hidden="true" className="bg-hero-glow absolute inset-x-0 top-0 -z-10 h-[26rem] opacity-70" />
      <div className={cn('mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8', className)}>
        <header className="mx-auto max-w-3xl text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-linear-to-br from-violet-500 to-cyan-500 text-white shadow-lg shadow-violet-500/30 [&_svg]:size-7" aria-hidden="true">
            {icon}
          </span>
          {eyebrow && <p className="mt-5 text-sm font-semibold tracking-wide text-highlight uppercase">{eyebrow}</p>}
          <h1 className={cn('text-3xl font-bold tracking-tight text-balance sm:text-5xl', eyebrow ? 'mt-2' : 'mt-5')}>{title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">{lead}</p>
          {meta && <div className="mt-4 text-sm text-muted-foreground">{meta}</div>}
        </header>
        <div className="mt-12">{children}</div>
      </div>
    </div>
  );
}

/** A square tile for a card's icon, in the store's accent. */
export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20 [&_svg]:size-5', className)} aria-hidden="true">
      {children}
    </span>
  );
}
