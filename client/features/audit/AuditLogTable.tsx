import type { AuditEntryView } from '../../../src/audit/audit.views';
import { auditActionLabel, auditDetailsText, auditTargetHref } from './audit';
import { formatDateTime } from '../orders/history';

/** A page of the admin audit log: when, who, what, to which thing, and the particulars. */
export function AuditLogTable({ entries, caption }: { entries: AuditEntryView[]; caption: string }) {
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              When
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Admin
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Action
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Target
            </th>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => {
            const href = auditTargetHref(entry);
            return (
              <tr key={entry.id} className="align-top">
                <td className="px-5 py-3 whitespace-nowrap text-muted-foreground sm:px-6">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className="max-w-56 truncate px-3 py-3" title={entry.actorEmail}>
                  {entry.actorEmail}
                </td>
                <th scope="row" className="px-3 py-3 font-medium whitespace-nowrap">
                  {auditActionLabel(entry.action)}
                  <span className="block font-mono text-xs font-normal text-muted-foreground">{entry.action}</span>
                </th>
                <td className="max-w-48 px-3 py-3 font-mono text-xs break-all">
                  {entry.target === null ? (
                    <span className="text-muted-foreground">—</span>
                  ) : href ? (
                    <a href={href} className="text-highlight underline-offset-4 hover:underline">
                      {entry.target}
                    </a>
                  ) : (
                    entry.target
                  )}
                </td>
                <td className="px-5 py-3 text-pretty sm:px-6">{auditDetailsText(entry) || <span className="text-muted-foreground">—</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
