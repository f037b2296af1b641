import { CircleCheck, CopyX, FileWarning } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface LineReport {
  added: number;
  duplicates: { line: number; reason: string }[];
  invalid: { line: number; reason: string }[];
}

/**
 * What importing a pasted list did (keys, redeem codes): how many were added, and each line left out
 * with why; `children` adds what else the import changed, such as the stock now.
 */
export function ImportReport({ report, noun, children }: { report: LineReport; noun: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-live="polite" className="rounded-xl border border-border bg-muted/30 p-4 sm:p-5">
      <h3 id={headingId} className="font-semibold">
        Import report
      </h3>
      <p className="mt-2 flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
        <CircleCheck className="size-4" aria-hidden="true" />
        {report.added} {report.added === 1 ? noun : `${noun}s`} added
      </p>
      <SkippedLines icon={<CopyX className="size-4" aria-hidden="true" />} title={`${report.duplicates.length} ${report.duplicates.length === 1 ? 'duplicate' : 'duplicates'}`} lines={report.duplicates} />
      <SkippedLines icon={<FileWarning className="size-4" aria-hidden="true" />} title={`${report.invalid.length} invalid`} lines={report.invalid} />
      {children}
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
