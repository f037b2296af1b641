import { Fragment, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/** One column: its header, and what each row shows in it. */
export interface DataTableColumn<Row> {
  /** The column header; an icon-only or actions column passes a screen-reader-only label. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row (`<th scope="row">`), so that screen readers announce it with each cell. */
  rowHeader?: boolean;
  align?: 'right';
  /** Classes of the body cells besides padding and alignment; a function when they depend on the row. */
  className?: string | ((row: Row) => string);
}

/** How much room rows take: import runs are compact, linked rows of orders and claims roomier. */
type Density = 'compact' | 'normal' | 'roomy';

const HEADER_PADDING: Record<Density, string> = { compact: 'py-2.5', normal: 'py-3', roomy: 'py-3' };
const CELL_PADDING: Record<Density, string> = { compact: 'sm:py-2.5', normal: 'sm:py-3', roomy: 'sm:py-3.5' };

/** More about a row, shown in a full-width row below it while `open` says so (a disclosure button in a cell opens it). */
export interface DataTableDetail<Row> {
  open: (row: Row) => boolean;
  /** The id of the detail row, for the button's `aria-controls`. */
  id: (row: Row) => string;
  render: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers (shown to them only): what it lists, in which order, which page. */
  caption: string;
  /** Columns in order; `false` leaves out one that does not apply (the admin's Customer column). */
  columns: ReadonlyArray<DataTableColumn<Row> | false>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: string;
  /** A Tailwind `min-w-[…]` class for wide screens; below `sm` every table is a stack of cards instead. */
  minWidth?: string;
  density?: Density;
  detail?: DataTableDetail<Row>;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: ReactNode;
  /** Below the table, such as the links to the other pages. */
  pagination?: ReactNode;
  className?: string;
}

/**
 * The store's table of records, shared by the admin lists and the account's orders: a caption for
 * screen readers, column headers, a header cell per row, the edge columns flush with the card's padding.
 * Below the `sm` breakpoint each row is a card, each cell a line led by its column's name, so that no
 * list is wider than a phone.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowClassName, minWidth, density = 'normal', detail, empty, pagination, className }: DataTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <>{empty}</>;
  const shown = columns.filter((column): column is DataTableColumn<Row> => column !== false);
  const edge = (index: number) => (index === 0 || index === shown.length - 1 ? 'sm:px-6' : 'sm:px-3');
  return (
    <>
      {/* Wider than its card on some screens: a named region in the tab order, so a keyboard can scroll it. */}
      <div role="region" aria-label={caption} tabIndex={0} className={cn('sm:-mx-6 sm:overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring', className)}>
        <table className={cn('w-full text-left text-sm max-sm:block', minWidth, 'max-sm:min-w-0!')}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase max-sm:sr-only">
            <tr>
              {shown.map((column, index) => (
                <th key={index} scope="col" className={cn('px-3', edge(index), HEADER_PADDING[density], column.align === 'right' && 'text-right', 'font-medium')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
            {rows.map((row) => (
              <Fragment key={rowKey(row)}>
                <tr className={cn('max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-border max-sm:py-2', rowClassName)}>
                  {shown.map((column, index) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    const extra = typeof column.className === 'function' ? column.className(row) : column.className;
                    return (
                      <Cell
                        key={index}
                        scope={column.rowHeader ? 'row' : undefined}
                        className={cn(
                          'px-3 max-sm:flex max-sm:max-w-none max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-4 max-sm:py-1.5 max-sm:text-left max-sm:whitespace-normal',
                          edge(index),
                          CELL_PADDING[density],
                          column.align === 'right' && 'sm:text-right',
                          extra,
                        )}
                      >
                        {/* On a phone the card names each value; on wider screens the column header does. */}
                        <span aria-hidden="true" className="shrink-0 text-xs font-medium tracking-wide text-muted-foreground uppercase sm:hidden">
                          {column.header}
                        </span>
                        {/* A card's line may wrap anywhere, buttons too: a long address never widens a phone's page. */}
                        <div className="max-sm:min-w-0 max-sm:text-right max-sm:[overflow-wrap:anywhere] max-sm:[&_button]:h-auto max-sm:[&_button]:min-h-8 max-sm:[&_button]:py-1 max-sm:[&_button]:whitespace-normal sm:contents">
                          {column.cell(row)}
                        </div>
                      </Cell>
                    );
                  })}
                </tr>
                {detail?.open(row) && (
                  <tr id={detail.id(row)} className="bg-muted/30 max-sm:-mt-3 max-sm:block max-sm:rounded-b-xl max-sm:border max-sm:border-t-0 max-sm:border-border">
                    <td colSpan={shown.length} className="px-6 py-3 max-sm:block max-sm:px-4">
                      {detail.render(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {pagination}
    </>
  );
}

/** The classes of a link that covers its whole row, so that any part of the row opens it (the row is `relative`). */
export const ROW_LINK_CLASS =
  'rounded-sm text-highlight underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset';

/** The classes of a row whose link covers it. */
export const LINKED_ROW_CLASS = 'relative transition-colors hover:bg-muted/30';
