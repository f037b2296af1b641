import type { ReactNode } from 'react';
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
const CELL_PADDING: Record<Density, string> = { compact: 'py-2.5', normal: 'py-3', roomy: 'py-3.5' };

interface DataTableProps<Row> {
  /** Names the table for screen readers (shown to them only): what it lists, in which order, which page. */
  caption: string;
  /** Columns in order; `false` leaves out one that does not apply (the admin's Customer column). */
  columns: ReadonlyArray<DataTableColumn<Row> | false>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: string;
  /** A Tailwind `min-w-[…]` class: wide tables scroll sideways on narrow screens rather than squeeze. */
  minWidth?: string;
  density?: Density;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: ReactNode;
  /** Below the table, such as the links to the other pages. */
  pagination?: ReactNode;
  className?: string;
}

/**
 * The store's table of records, shared by the admin lists and the account's orders: a caption for
 * screen readers, column headers, a header cell per row, the edge columns flush with the card's padding.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowClassName, minWidth, density = 'normal', empty, pagination, className }: DataTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <>{empty}</>;
  const shown = columns.filter((column): column is DataTableColumn<Row> => column !== false);
  const edge = (index: number) => (index === 0 || index === shown.length - 1 ? 'px-5 sm:px-6' : 'px-3');
  return (
    <>
      <div className={cn('-mx-5 overflow-x-auto sm:-mx-6', className)}>
        <table className={cn('w-full text-left text-sm', minWidth)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {shown.map((column, index) => (
                <th key={index} scope="col" className={cn(edge(index), HEADER_PADDING[density], column.align === 'right' && 'text-right', 'font-medium')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName}>
                {shown.map((column, index) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  const extra = typeof column.className === 'function' ? column.className(row) : column.className;
                  return (
                    <Cell key={index} scope={column.rowHeader ? 'row' : undefined} className={cn(edge(index), CELL_PADDING[density], column.align === 'right' && 'text-right', extra)}>
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
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
