import { RefreshCw, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { hasUnfinishedRun, syncRunLabel, syncRunSummary, syncRunTone, type SyncRunView } from './sync-runs';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { DashboardPanel } from './DashboardPanel';

/** While a run is queued or running, the list is read again this often. */
const POLL_MS = 3000;
/** How many of the recent runs the card lists. */
const SHOWN_RUNS = 8;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Message = { tone: 'success' | 'danger'; text: string };

/** The last catalogue syncs and a button to start one, for administrators. */
export function CatalogueSyncCard() {
  const [runs, setRuns] = useState<SyncRunView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const load = useCallback(async () => {
    const result = await apiRequest<SyncRunView[]>('GET', '/api/admin/catalog/sync-runs');
    if (result.ok) {
      setRuns(result.data);
      setLoadError(null);
    } else {
      setLoadError(result.error.message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const following = runs !== null && hasUnfinishedRun(runs);
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [following, load]);

  const sync = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const result = await apiRequest<SyncRunView>('POST', '/api/admin/catalog/sync');
    setBusy(false);
    if (result.ok) {
      setMessage({ tone: 'success', text: 'Catalogue sync queued. Its progress shows below.' });
      setRuns((current) => [result.data, ...(current ?? []).filter((run) => run.id !== result.data.id)]);
    } else {
      setMessage({ tone: 'danger', text: isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message });
      void load();
    }
  };

  return (
    <DashboardPanel
      title="Catalogue sync"
      description="Brings games, prices and categories in from the catalogue provider. It also runs on a schedule."
      aside={
        <button type="button" onClick={sync} aria-disabled={busy || undefined} className={buttonStyles({ className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}>
          <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
          {busy ? 'Starting sync...' : 'Sync catalogue now'}
        </button>
      }
    >
      <FormAlert tone="success" className="mb-4">
        {message?.tone === 'success' && message.text}
      </FormAlert>
      <FormAlert className="mb-4">{message?.tone === 'danger' && message.text}</FormAlert>
      <h3 className="text-sm font-semibold">Recent runs</h3>
      <div className="mt-3" aria-live="polite" aria-busy={runs === null && !loadError}>
        {loadError && runs === null ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger ring-1 ring-danger/25">
            <p>Could not load the runs: {loadError}</p>
            <button type="button" onClick={() => void load()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </button>
          </div>
        ) : runs === null ? (
          <ul className="space-y-2" aria-label="Loading runs">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-16 animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        ) : runs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">No catalogue syncs yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {runs.slice(0, SHOWN_RUNS).map((run) => (
              <SyncRunRow key={run.id} run={run} />
            ))}
          </ul>
        )}
      </div>
    </DashboardPanel>
  );
}

function SyncRunRow({ run }: { run: SyncRunView }) {
  const summary = syncRunSummary(run);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={syncRunTone(run.status)}>{syncRunLabel(run.status)}</Badge>
          <span className="text-muted-foreground">{run.trigger === 'manual' ? 'Started by an admin' : 'Scheduled'}</span>
        </p>
        {summary && <p className="mt-1.5 text-sm">{summary}</p>}
        {run.error && <p className="mt-1.5 text-sm break-words text-danger">{run.error}</p>}
      </div>
      <time dateTime={run.requestedAt} className="shrink-0 text-sm text-muted-foreground tabular-nums">
        {dateTime.format(new Date(run.requestedAt))}
      </time>
    </li>
  );
}
