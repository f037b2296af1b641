import { CalendarClock, PowerOff, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fieldProps, useStoreForm } from '../../lib/form';
import { apiRequest } from '../../lib/api';
import { ADMIN_IMPORT_SCHEDULE_API, nextRunText, scheduleBody, scheduleErrorText, SCHEDULE_HINT, SCHEDULE_PLACEHOLDER } from './schedule';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import type { ImportScheduleView } from '#contracts/import.contract';

type Busy = 'save' | 'off' | null;

/** When imports run by themselves: a five-field cron in UTC, saved or turned off; the next run in words. */
export function ImportScheduleForm({ schedule, onSaved }: { schedule: ImportScheduleView; onSaved: (schedule: ImportScheduleView) => void }) {
  const form = useStoreForm<{ cron: string }>({ cron: schedule.cron ?? '' });
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [now, setNow] = useState(() => new Date());

  // The next run's words ("in 5 hours") stay true while the page is open.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const send = async (cron: string | null, kind: Exclude<Busy, null>) => {
    if (busy) return;
    setBusy(kind);
    form.clearErrors();
    setSaved(null);
    const result = await apiRequest<ImportScheduleView>('PUT', ADMIN_IMPORT_SCHEDULE_API, { cron });
    setBusy(null);
    if (!result.ok) {
      form.setError('cron', { type: 'server', message: scheduleErrorText(result.error) });
      return;
    }
    form.reset({ cron: result.data.cron ?? '' });
    setNow(new Date());
    setSaved(result.data.cron ? `Schedule saved: ${result.data.cron} (UTC).` : 'Scheduled imports are turned off.');
    onSaved(result.data);
  };

  const submit = form.handleSubmit(({ cron }) => send(scheduleBody(cron).cron, 'save'));

  return (
    <form noValidate onSubmit={submit} aria-label="Import schedule" className="space-y-4">
      <p className="flex items-center gap-2 text-sm" aria-live="polite">
        <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>{nextRunText(schedule, now)}</span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label="Schedule (cron)"
            autoComplete="off"
            spellCheck={false}
            placeholder={SCHEDULE_PLACEHOLDER}
            hint={SCHEDULE_HINT}
            {...fieldProps(form, 'cron', { onChange: () => setSaved(null) })}
            className="font-mono"
          />
        </div>
        <div className="flex gap-2 sm:mt-[1.625rem]">
          <SubmitButton busy={busy === 'save'} busyLabel="Saving...">
            <Save aria-hidden="true" />
            Save
          </SubmitButton>
          <button
            type="button"
            onClick={() => void send(null, 'off')}
            disabled={schedule.cron === null}
            aria-disabled={busy === 'off' || undefined}
            className={buttonStyles({ variant: 'outline', className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}
          >
            <PowerOff aria-hidden="true" />
            {busy === 'off' ? 'Turning off...' : 'Turn off'}
          </button>
        </div>
      </div>
      <FormAlert tone="success">{saved}</FormAlert>
    </form>
  );
}
