import { History } from 'lucide-react';
import type { ImportRunView } from '../../../src/import/import.views';
import { importFailureMessage, requestedByText, runImportedText, runSourcesText, runStatusLabel, runStatusTone, triggerLabel } from './import-runs';
import { formatDateTime } from '../orders/history';
import { EmptyState } from '../account/DashboardPanel';
import { Badge } from '../../ui/Badge';

/** The last imports: when, how they started, by whom, how they ended, what they brought and any notes. */
export function ImportRunsTable({ runs }: { runs: readonly ImportRunView[] }) {
  if (runs.length === 0) {
    return (
      <EmptyState icon={<History />} title="No imports yet">
        <p className="mt-1 text-sm text-muted-foreground">Runs started here or by the schedule appear here.</p>
      </EmptyState>
    );
  }
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Recent imports, newest first</caption>
        <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-medium sm:px-6">
              When
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Trigger
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              By
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Imported
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium sm:px-6">
              Error / notes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {runs.map((run) => (
            <tr key={run.id} className="align-top">
              <td className="px-5 py-2.5 whitespace-nowrap text-muted-foreground sm:px-6">
                <time dateTime={run.requestedAt}>{formatDateTime(run.requestedAt)}</time>
              </td>
              <td className="px-3 py-2.5">{triggerLabel(run.trigger)}</td>
              <td className="max-w-48 truncate px-3 py-2.5" title={run.requestedByEmail ?? undefined}>
                {requestedByText(run)}
              </td>
              <td className="px-3 py-2.5">
                <Badge tone={runStatusTone(run.status)}>{runStatusLabel(run.status)}</Badge>
              </td>
              <td className="px-3 py-2.5 tabular-nums">
                <span className="block font-medium whitespace-nowrap">{runImportedText(run)}</span>
                {runSourcesText(run) && <span className="mt-0.5 block text-xs text-muted-foreground">{runSourcesText(run)}</span>}
              </td>
              <td className="px-5 py-2.5 text-pretty sm:px-6">
                <RunDetails run={run} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RunDetails({ run }: { run: ImportRunView }) {
  const error = run.result && !run.result.success ? importFailureMessage(run.result.error) : null;
  const notes = run.result?.notes ?? [];
  if (!error && notes.length === 0) return <span className="text-muted-foreground">{run.result ? '—' : run.progress.message}</span>;
  return (
    <div className="space-y-1">
      {error && <p className="break-words text-danger">{error}</p>}
      {notes.map((note) => (
        <p key={note} className="text-muted-foreground">
          {note}
        </p>
      ))}
    </div>
  );
}
