import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { paginationItems } from './pagination';
import { onPendingLinkClick } from './pending-navigation';

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page number: real links, so that pages can be opened in a new tab and crawled. */
  hrefFor: (page: number) => string;
}

/** The box of every item; page numbers centre theirs in a grid, Previous and Next put chevron and label on one line. */
const itemClass = 'h-10 min-w-10 rounded-lg px-3 text-sm font-medium tabular-nums transition-colors max-sm:h-9 max-sm:min-w-9 max-sm:px-2';

export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  const items = paginationItems(page, pages);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink page={page - 1} disabled={page <= 1} hrefFor={hrefFor} rel="prev">
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Previous</span>
          </StepLink>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true" className="grid h-10 min-w-6 place-items-center text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefFor(item.page)}
                onClick={(event) => onPendingLinkClick(event)}
                aria-label={`Page ${item.page}`}
                aria-current={item.current ? 'page' : undefined}
                className={cn(itemClass, 'grid place-items-center', item.current ? 'bg-primary text-primary-foreground shadow-sm shadow-primary/25' : 'text-muted-foreground hover:bg-muted hover:text-foreground')}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          <StepLink page={page + 1} disabled={page >= pages} hrefFor={hrefFor} rel="next">
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

function StepLink({ page, disabled, hrefFor, rel, children }: { page: number; disabled: boolean; hrefFor: (page: number) => string; rel: 'prev' | 'next'; children: ReactNode }) {
  const className = cn(itemClass, 'inline-flex items-center justify-center gap-1');
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(className, 'text-muted-foreground/50')}>
        {children}
      </span>
    );
  }
  return (
    <a href={hrefFor(page)} rel={rel} onClick={(event) => onPendingLinkClick(event)} className={cn(className, 'text-foreground hover:bg-muted')}>
      {children}
    </a>
  );
}
