import type { AuditEntryView } from '#contracts/audit.contract';
import { auditActionLabel, auditDetailsText, auditTargetHref } from './audit';
import { formatDateTime } from '../orders/history';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';

const NONE = <span className="text-muted-foreground">—</span>;

const COLUMNS: DataTableColumn<AuditEntryView>[] = [
  { header: 'When', className: 'whitespace-nowrap text-muted-foreground', cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
  {
    header: 'Admin',
    className: 'max-w-56 truncate',
    cell: (entry) => <span title={entry.actorEmail}>{entry.actorEmail}</span>,
  },
  {
    header: 'Action',
    rowHeader: true,
    className: 'font-medium whitespace-nowrap',
    cell: (entry) => (
      <>
        {auditActionLabel(entry.action)}
        <span className="block font-mono text-xs font-normal text-muted-foreground">{entry.action}</span>
      </>
    ),
  },
  { header: 'Target', className: 'max-w-48 font-mono text-xs break-all', cell: (entry) => <AuditTarget entry={entry} /> },
  { header: 'Details', className: 'text-pretty', cell: (entry) => auditDetailsText(entry) || NONE },
];

/** A page of the admin audit log: when, who, what, to which thing, and the particulars. */
export function AuditLogTable({ entries, caption }: { entries: AuditEntryView[]; caption: string }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={entries} rowKey={(entry) => entry.id} rowClassName="align-top" minWidth="min-w-[56rem]" />;
}

function AuditTarget({ entry }: { entry: AuditEntryView }) {
  if (entry.target === null) return NONE;
  const href = auditTargetHref(entry);
  return href ? (
    <a href={href} className="text-highlight underline-offset-4 hover:underline">
      {entry.target}
    </a>
  ) : (
    entry.target
  );
}
