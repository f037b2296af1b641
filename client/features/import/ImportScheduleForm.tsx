import { CalendarClock, Save } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../orders/history';
import {
  ADMIN_IMPORT_SCHEDULE_API,
  nextRunText,
  SCHEDULE_HINT,
  SCHEDULE_KIND_LABELS,
  SCHEDULE_PLACEHOLDER,
  scheduleErrorText,
  schedulePreviewPath,
  scheduleRequestOf,
  scheduleValuesOf,
  type ScheduleValues,
} from './schedule';
import { FormAlert } from '../../ui/FormAlert';
import { inputStyles, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { SCHEDULE_KINDS, SCHEDULE_TIMEZONE, WEEKDAYS } from '#contracts/import-schedule.constants';
import type { ImportSchedulePreviewView, ImportScheduleView } from '#contracts/import.contract';

/** How long the form waits after a change before asking the server for the new next runs. */
const PREVIEW_DELAY_MS = 300;

type Preview = { state: 'ready'; preview: ImportSchedulePreviewView } | { state: 'refused'; message: string } | { state: 'loading' };

/**
 * When imports run by themselves, in words: off, every hour, every day at a time, every week on a
 * day at a time, or a custom cron for experts. The server words the choice and lists its next five
 * runs (in UTC, the scheduler's timezone) before it is saved; the saved schedule's next run shows above.
 */
export function ImportScheduleForm({ schedule, onSaved }: { schedule: ImportScheduleView; onSaved: (schedule: ImportScheduleView) => void }) {
  const [values, setValues] = useState<ScheduleValues>(() => scheduleValuesOf(schedule));
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  const ids = { time: useId(), day: useId(), runs: useId() };

  // The next run's words ("in 5 hours") stay true while the page is open.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // The server computes the runs with the scheduler's own cron library, shortly after each change.
  useEffect(() => {
    let current = true;
    setPreview({ state: 'loading' });
    const timer = setTimeout(async () => {
      const result = await apiRequest<ImportSchedulePreviewView>('GET', schedulePreviewPath(values));
      if (!current) return;
      setPreview(result.ok ? { state: 'ready', preview: result.data } : { state: 'refused', message: scheduleErrorText(result.error) });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [values]);

  const change = (next: Partial<ScheduleValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setSaved(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setSaved(null);
    const result = await apiRequest<ImportScheduleView>('PUT', ADMIN_IMPORT_SCHEDULE_API, scheduleRequestOf(values));
    setBusy(false);
    if (!result.ok) return setError(scheduleErrorText(result.error));
    setNow(new Date());
    setValues(scheduleValuesOf(result.data));
    setSaved(result.data.cron ? `Schedule saved: ${result.data.description}.` : 'Scheduled imports are turned off.');
    onSaved(result.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Import schedule" className="space-y-4">
      <p className="flex items-center gap-2 text-sm" aria-live="polite">
        <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          {schedule.cron ? `${schedule.description}. ` : ''}
          {nextRunText(schedule, now)}
        </span>
      </p>
      <fieldset>
        <legend className="text-sm font-medium">How often</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SCHEDULE_KINDS.map((kind) => (
            <label
              key={kind}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                values.kind === kind ? 'border-primary bg-primary/10 font-medium' : 'border-border hover:border-primary/50',
              )}
            >
              <input type="radio" name="schedule-kind" value={kind} checked={values.kind === kind} onChange={() => change({ kind })} className="accent-primary" />
              {SCHEDULE_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {(values.kind === 'daily' || values.kind === 'weekly') && (
        <div className="grid gap-4 sm:grid-cols-2">
          {values.kind === 'weekly' && (
            <div className="space-y-1.5">
              <label htmlFor={ids.day} className="text-sm font-medium">
                On
              </label>
              <select id={ids.day} value={values.day} onChange={(event) => change({ day: event.target.value as ScheduleValues['day'] })} className={cn(inputStyles, 'pr-8 capitalize')}>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {day[0].toUpperCase() + day.slice(1)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="space-y-1.5">
            <label htmlFor={ids.time} className="text-sm font-medium">
              At ({SCHEDULE_TIMEZONE})
            </label>
            <input id={ids.time} type="time" required value={values.time} onChange={(event) => change({ time: event.target.value })} className={inputStyles} />
          </div>
        </div>
      )}
      {values.kind === 'custom' && (
        <TextField
          label={`Cron (${SCHEDULE_TIMEZONE})`}
          autoComplete="off"
          spellCheck={false}
          placeholder={SCHEDULE_PLACEHOLDER}
          hint={SCHEDULE_HINT}
          value={values.cron}
          onChange={(event) => change({ cron: event.target.value })}
          className="font-mono"
        />
      )}
      <div className="rounded-lg bg-muted/50 px-3 py-2 text-sm" aria-live="polite">
        <p className="text-muted-foreground">Times are in {SCHEDULE_TIMEZONE}, the timezone the scheduler uses.</p>
        {preview.state === 'loading' && <p>Working out the next runs...</p>}
        {preview.state === 'refused' && <p className="font-medium text-danger">{preview.message}</p>}
        {preview.state === 'ready' &&
          (preview.preview.nextRuns.length === 0 ? (
            <p>No imports will run by themselves.</p>
          ) : (
            <>
              <p id={ids.runs} className="mt-1 font-medium">
                {preview.preview.description}: the next five runs
              </p>
              <ol aria-labelledby={ids.runs} className="mt-1 list-decimal pl-5 tabular-nums">
                {preview.preview.nextRuns.map((run) => (
                  <li key={run}>
                    <time dateTime={run}>{formatDateTime(run)}</time>
                  </li>
                ))}
              </ol>
            </>
          ))}
      </div>
      <div className="flex gap-2">
        <SubmitButton busy={busy} busyLabel="Saving...">
          <Save aria-hidden="true" />
          Save schedule
        </SubmitButton>
      </div>
      {/* Shown only with a message: the import card's own alert stays the one alert it holds while all is well. */}
      {error && <FormAlert>{error}</FormAlert>}
      <FormAlert tone="success">{saved}</FormAlert>
    </form>
  );
}
