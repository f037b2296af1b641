import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { pageCount } from '../orders/admin-list-query';
import { EmptyState } from '../account/DashboardPanel';
import { Pagination } from '../catalog/Pagination';
import { OrderLoadFailed } from '../orders/OrderLoadState';
import { OrderSection } from '../orders/OrderSection';
import type { Resource } from '../../lib/useApiResource';

/** One page of an admin list, as the API gives it. */
interface ListPage {
  items: unknown[];
  page: number;
  pageSize: number;
  total: number;
}

interface AdminListSectionProps<Page extends ListPage> {
  resource: Resource<Page>;
  reload: () => void;
  id: string;
  title: string;
  /** What failed to load, in the failure message: 'the orders'. */
  what: string;
  loadingLabel: string;
  /** Controls above the card that choose what it lists, such as a status filter or a search. */
  filter?: ReactNode;
  /** The count beside the title, once the page is read. */
  count: (page: Page) => ReactNode;
  /** What an empty page says; without it the table shows the empty page itself. */
  empty?: { title: string; text: string };
  table: (page: Page, pages: number) => ReactNode;
  /** The address of a page number, for the pagination links. */
  hrefFor: (page: number) => string;
}

/**
 * The list part of an admin list page: its filter, then a failure with a way to retry, or the titled
 * card with placeholder rows while the page loads, an empty state, or the table and links to the other pages.
 */
export function AdminListSection<Page extends ListPage>({ resource, reload, id, title, what, loadingLabel, filter, count, empty, table, hrefFor }: AdminListSectionProps<Page>) {
  const pages = resource.state === 'ready' ? pageCount(resource.data.total, resource.data.pageSize) : 1;
  return (
    <>
      {filter && <div className="mt-8">{filter}</div>}
      {resource.state === 'failed' || resource.state === 'not-found' ? (
        <OrderLoadFailed message={`We could not load ${what}. ${resource.state === 'failed' ? resource.message : ''}`} onRetry={reload} />
      ) : (
        <OrderSection
          id={id}
          title={title}
          className={filter ? 'mt-6' : 'mt-8'}
          aside={resource.state === 'ready' && <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">{count(resource.data)}</span>}
        >
          {resource.state === 'loading' ? (
            <div role="status" aria-label={loadingLabel} className="space-y-2">
              {[0, 1, 2, 3, 4].map((row) => (
                <div key={row} className="h-12 animate-pulse rounded-lg bg-muted/60" />
              ))}
            </div>
          ) : empty && resource.data.items.length === 0 ? (
            <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={empty.title}>
              <p className="mt-1 text-sm text-muted-foreground">{empty.text}</p>
            </EmptyState>
          ) : (
            <>
              {table(resource.data, pages)}
              <Pagination page={resource.data.page} pages={pages} hrefFor={hrefFor} />
            </>
          )}
        </OrderSection>
      )}
    </>
  );
}
