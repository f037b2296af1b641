import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface PanelProps {
  /** The id of the heading, which names the region. */
  headingId: string;
  title: string;
  description?: ReactNode;
  /** Beside the title, such as a badge or a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card of the account and order pages; its heading names the region. */
export function Panel({ headingId, title, description, aside, children, className }: PanelProps) {
  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
