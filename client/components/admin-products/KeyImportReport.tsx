import { CircleCheck, CopyX, FileWarning, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KeyImportReport as Report } from '../../../src/keys/key-import.views';

/** What adding keys did: how many were added, each line left out with why, and the stock now. */
export function KeyImportReport({ report }: { report: Report }) {
  return (
    <section aria-labelledby="key-report-heading" className="rounded-xl border border-border bg-muted/30 p-4 sm:p-5">
      <h3 id="key-report-heading" className="font-semibold">
        Import report
      </h3>
      <p className="mt-2 flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
        <CircleCheck className="size-4" aria-hidden="true" />
        {report.added} {report.added === 1 ? 'key' : 'keys'} added
      </p>
      <SkippedLines icon={<CopyX className="size-4" aria-hidden="true" />} title={`${report.duplicates.length} ${report.duplicates.length === 1 ? 'duplicate' : 'duplicates'}`} lines={report.duplicates} />
      <SkippedLines icon={<FileWarning className="size-4" aria-hidden="true" />} title={`${report.invalid.length} invalid`} lines={report.invalid} />
      <p className="mt-3 flex items-center gap-2 border-t border-border pt-3 text-sm font-semibold">
        <Package className="size-4" aria-hidden="true" />
        Stock now: {report.stock} {report.stock === 1 ? 'key' : 'keys'}
      </p>
    </section>
  );
}

function SkippedLines({ icon, title, lines }: { icon: ReactNode; title: string; lines: { line: number; reason: string }[] }) {
  return (
    <div className="mt-2 text-sm">
      <p className={`flex items-center gap-2 font-medium ${lines.length > 0 ? 'text-amber-700 dark:text-amber-300' : 'text-muted-foreground'}`}>
        {icon}
        {title}
      </p>
      {lines.length > 0 && (
        <ul className="mt-1 max-h-40 space-y-0.5 overflow-y-auto pl-6 text-muted-foreground">
          {lines.map((item) => (
            <li key={`${item.line}-${item.reason}`}>
              Line {item.line}: {item.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
