import { History } from 'lucide-react';
import type { ImportRunView } from '#contracts/import.contract';
import { importFailureMessage, requestedByText, runImportedText, runSourcesText, runStatusLabel, runStatusTone, triggerLabel } from './import-runs';
import { formatDateTime } from '../orders/history';
import { EmptyState } from '../account/DashboardPanel';
import { Badge } from '../../ui/Badge';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';

const COLUMNS: DataTableColumn<ImportRunView>[] = [
  { header: 'When', className: 'whitespace-nowrap text-muted-foreground', cell: (run) => <time dateTime={run.requestedAt}>{formatDateTime(run.requestedAt)}</time> },
  { header: 'Trigger', cell: (run) => triggerLabel(run.trigger) },
  { header: 'By', className: 'max-w-48 truncate', cell: (run) => <span title={run.requestedByEmail ?? undefined}>{requestedByText(run)}</span> },
  { header: 'Status', cell: (run) => <Badge tone={runStatusTone(run.status)}>{runStatusLabel(run.status)}</Badge> },
  {
    header: 'Imported',
    className: 'tabular-nums',
    cell: (run) => (
      <>
        <span className="block font-medium whitespace-nowrap">{runImportedText(run)}</span>
        {runSourcesText(run) && <span className="mt-0.5 block text-xs text-muted-foreground">{runSourcesText(run)}</span>}
      </>
    ),
  },
  { header: 'Error / notes', className: 'text-pretty', cell: (run) => <RunDetails run={run} /> },
];

/** The last imports: when, how they started, by whom, how they ended, what they brought and any notes. */
export function ImportRunsTable({ runs }: { runs: readonly ImportRunView[] }) {
  return (
    <DataTable
      caption="Recent imports, newest first"
      columns={COLUMNS}
      rows={runs}
      rowKey={(run) => run.id}
      rowClassName="align-top"
      minWidth="min-w-[48rem]"
      density="compact"
      empty={
        <EmptyState icon={<History />} title="No imports yet">
          <p className="mt-1 text-sm text-muted-foreground">Runs started here or by the schedule appear here.</p>
        </EmptyState>
      }
    />
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
