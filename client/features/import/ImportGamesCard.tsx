import { Download, LoaderCircle, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import type { ImportOverviewView, ImportRunView } from '#contracts/import.contract';
import {
  ADMIN_IMPORT_API,
  IMPORT_BUSY_LABEL,
  IMPORT_BUTTON_LABEL,
  IMPORT_POLL_MS,
  importOutcome,
  importRunApi,
  importStartFailure,
  isRunActive,
  mergeRun,
  rawgBudgetText,
  type ImportOutcome,
} from './import-runs';
import { cn } from '../../lib/cn';
import { DashboardPanel } from '../account/DashboardPanel';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { ToastProvider, useToast } from '../../ui/Toaster';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportRunsTable } from './ImportRunsTable';
import { ImportScheduleForm } from './ImportScheduleForm';

/** How many of the last runs the history shows. */
const SHOWN_RUNS = 10;

/**
 * The admin's Import Games card: games from FreeToGame and RAWG, started here or by the schedule,
 * followed live to their result; the schedule; the last runs.
 */
export function ImportGamesCard() {
  return (
    <ToastProvider>
      <ImportGames />
    </ToastProvider>
  );
}

function ImportGames() {
  const toast = useToast();
  const [overview, setOverview] = useState<ImportOverviewView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** The run the card follows: the one it started, or one already going when the page opened. */
  const [followed, setFollowed] = useState<ImportRunView | null>(null);
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await apiRequest<ImportOverviewView>('GET', ADMIN_IMPORT_API);
    if (!result.ok) {
      setLoadError(result.error.message);
      return;
    }
    setLoadError(null);
    setOverview(result.data);
    const current = result.data.current;
    if (current) {
      setFollowed((known) => (known && isRunActive(known) && known.id !== current.id ? known : current));
      setOutcome(null);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Told once per finished run, even if a late answer of the run comes again.
  const reported = useRef(new Set<string>());
  const finished = useCallback(
    (run: ImportRunView) => {
      if (reported.current.has(run.id)) return;
      reported.current.add(run.id);
      const result = importOutcome(run);
      setOutcome(result);
      setStartError(null);
      if (result) {
        toast(
          result.tone === 'success'
            ? { title: result.title, description: result.counts }
            : { title: 'Import failed', description: run.result?.error ?? result.title, variant: 'destructive' },
        );
      }
      void load();
    },
    [load, toast],
  );

  const followedId = followed && isRunActive(followed) ? followed.id : null;
  useEffect(() => {
    if (!followedId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const result = await apiRequest<ImportRunView>('GET', importRunApi(followedId));
      if (stopped) return;
      if (result.ok) {
        setFollowed(result.data);
        setOverview((current) => current && { ...current, runs: mergeRun(current.runs, result.data) });
        if (!isRunActive(result.data)) return finished(result.data);
      } else if (result.error.status === 404) {
        setFollowed(null);
        return void load();
      }
      timer = setTimeout(() => void tick(), IMPORT_POLL_MS);
    };
    timer = setTimeout(() => void tick(), IMPORT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [followedId, finished, load]);

  const running = followedId !== null;
  const busy = starting || running;
  const hasNotice = running || outcome !== null || startError !== null;

  const start = async () => {
    if (busy) return;
    setStarting(true);
    setOutcome(null);
    setStartError(null);
    const result = await apiRequest<ImportRunView>('POST', ADMIN_IMPORT_API);
    setStarting(false);
    if (result.ok) {
      setFollowed(result.data);
      setOverview((current) => current && { ...current, current: result.data, runs: mergeRun(current.runs, result.data) });
      return;
    }
    const message = importStartFailure(result.error);
    setStartError(message);
    toast({ title: 'Import failed', description: result.error.message, variant: 'destructive' });
    // One is already going (a scheduled run, another admin): follow it.
    if (result.error.status === 409) void load();
  };

  return (
    <DashboardPanel
      title="Import Games"
      description={
        <>
          Games come from FreeToGame and RAWG. New games join the store at a starting price and without keys; games already in the store
          keep their price, stock and name.{' '}
          {overview ? <span className="font-medium text-foreground">{rawgBudgetText(overview.rawg)}</span> : <span className="inline-block h-4 w-64 animate-pulse rounded bg-muted align-middle" />}
        </>
      }
      aside={
        <button
          type="button"
          onClick={() => void start()}
          aria-disabled={busy || overview === null || undefined}
          className={buttonStyles({ className: 'aria-disabled:cursor-not-allowed aria-disabled:opacity-70' })}
        >
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {busy ? IMPORT_BUSY_LABEL : IMPORT_BUTTON_LABEL}
        </button>
      }
    >
      {running && followed && (
        <div className="rounded-xl border border-border bg-muted/30 p-4">
          <p className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {followed.trigger === 'schedule' ? 'Scheduled import in progress' : 'Import in progress'}
          </p>
          <ImportProgressBar run={followed} />
        </div>
      )}
      <FormAlert tone="success">{outcome?.tone === 'success' && <OutcomeText outcome={outcome} />}</FormAlert>
      <FormAlert className={running ? 'mt-4' : undefined}>{outcome?.tone === 'danger' ? <OutcomeText outcome={outcome} /> : startError}</FormAlert>

      {loadError && overview === null ? (
        <div
          role="alert"
          className={cn('flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger ring-1 ring-danger/25', hasNotice && 'mt-6')}
        >
          <p>Could not load the imports: {loadError}</p>
          <button type="button" onClick={() => void load()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </button>
        </div>
      ) : overview === null ? (
        <div aria-label="Loading imports" role="status" className={cn('space-y-3', hasNotice && 'mt-6')}>
          <div className="h-24 animate-pulse rounded-xl bg-muted/60" />
          <div className="h-32 animate-pulse rounded-xl bg-muted/60" />
        </div>
      ) : (
        <div className={cn('space-y-6', hasNotice && 'mt-6')}>
          <section aria-labelledby="import-schedule-heading">
            <h3 id="import-schedule-heading" className="text-sm font-semibold">
              Schedule
            </h3>
            <div className="mt-3">
              <ImportScheduleForm schedule={overview.schedule} onSaved={(schedule) => setOverview((current) => current && { ...current, schedule })} />
            </div>
          </section>
          <section aria-labelledby="import-history-heading">
            <h3 id="import-history-heading" className="text-sm font-semibold">
              Recent imports
            </h3>
            <div className="mt-3">
              <ImportRunsTable runs={overview.runs.slice(0, SHOWN_RUNS)} />
            </div>
          </section>
        </div>
      )}
    </DashboardPanel>
  );
}

function OutcomeText({ outcome }: { outcome: ImportOutcome }) {
  return (
    <>
      <p className="font-semibold">{outcome.title}</p>
      <p>{outcome.counts}</p>
      {outcome.notes.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5">
          {outcome.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}

