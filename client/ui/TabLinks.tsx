import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabLink {
  href: string;
  label: ReactNode;
  /** The tab shown: marked as the current page. */
  current: boolean;
  /** Stable key for the list, e.g. the tab's value. */
  value: string;
}

/**
 * The sections of a page as links styled like tabs: the server renders the current one from the
 * URL, so they work before the page's scripts have loaded and each can be shared or bookmarked.
 * A click keeps the scroll position, as the page around the panel stays the same.
 */
export function TabLinks({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn('flex w-full gap-1 overflow-x-auto rounded-xl bg-muted p-1 ring-1 ring-border/60', className)}>
      {tabs.map((tab) => (
        <a
          key={tab.value}
          href={tab.href}
          keep-scroll-position=""
          aria-current={tab.current ? 'page' : undefined}
          className={cn(
            'inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors max-sm:px-2 [&_svg]:size-4 [&_svg]:shrink-0',
            tab.current ? 'bg-card text-foreground shadow-sm ring-1 ring-border' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
