import { SUPPORT_HOURS } from './support-hours';
import { cn } from '../../lib/cn';

/** The support team's hours, one line a period: 'Mon-Fri 9:00-18:00 UTC', 'Sunday closed'. */
export function SupportHoursList({ className }: { className?: string }) {
  return (
    <ul className={cn('divide-y divide-border text-sm', className)}>
      {SUPPORT_HOURS.map((period) => (
        <li key={period.days} className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
          <span className="font-medium">{period.days}</span>{' '}
          <span className={cn('tabular-nums', period.opensAt === undefined ? 'text-muted-foreground' : 'text-foreground/90')}>{period.hours}</span>
        </li>
      ))}
    </ul>
  );
}
