import { Package } from 'lucide-react';
import { ImportReport } from '../../ui/ImportReport';
import type { KeyImportReport as Report } from '#contracts/keys.contract';

/** What adding keys did: how many were added, each line left out with why, and the stock now. */
export function KeyImportReport({ report }: { report: Report }) {
  return (
    <ImportReport report={report} noun="key">
      <p className="mt-3 flex items-center gap-2 border-t border-border pt-3 text-sm font-semibold">
        <Package className="size-4" aria-hidden="true" />
        Stock now: {report.stock} {report.stock === 1 ? 'key' : 'keys'}
      </p>
    </ImportReport>
  );
}
