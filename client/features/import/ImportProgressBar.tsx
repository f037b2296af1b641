import { formatCount, progressPercent, progressText } from './import-runs';
import type { ImportRunView } from '#contracts/import.contract';
import { cn } from '../../lib/cn';

/**
 * Where a queued or running import is: its message, and a bar with done/total once the run knows
 * how much there is to do (an indeterminate bar until then).
 */
export function ImportProgressBar({ run }: { run: ImportRunView }) {
  const percent = progressPercent(run.progress);
  const text = progressText(run);
  const counted = percent !== null && run.progress.total !== null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-medium">{text}</p>
        {counted && (
          <p className="text-muted-foreground tabular-nums">
            {formatCount(run.progress.done)} / {formatCount(run.progress.total as number)}
          </p>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={counted ? `${text}: ${percent}%` : text}
        className="relative h-2 overflow-hidden rounded-full bg-muted ring-1 ring-border/60"
      >
        <div
          className={cn('absolute inset-y-0 left-0 rounded-full bg-primary transition-[width] duration-500', percent === null && 'w-1/3 animate-pulse')}
          style={percent === null ? undefined : { width: `${Math.max(percent, 2)}%` }}
        />
      </div>
    </div>
  );
}
