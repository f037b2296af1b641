import { orderStatusTone } from '../account/order-status';
import type { OrderEventView } from '#contracts/orders.contract';
import { cn } from '../../lib/cn';
import { formatDateTime, historyNote, historyTitle, sortHistory } from './history';

const DOTS: Record<string, string> = {
  yellow: 'bg-amber-500 ring-amber-500/25',
  blue: 'bg-sky-500 ring-sky-500/25',
  purple: 'bg-violet-500 ring-violet-500/25',
  green: 'bg-emerald-500 ring-emerald-500/25',
  red: 'bg-red-500 ring-red-500/25',
  grey: 'bg-zinc-500 ring-zinc-500/25',
};

/** The order's status changes, oldest first, as a vertical timeline. */
export function OrderTimeline({ history }: { history: OrderEventView[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>;
  const events = sortHistory(history);
  return (
    <ol className="relative space-y-5">
      {events.map((event, index) => {
        const note = historyNote(event);
        return (
          <li key={`${event.at}-${event.to}`} className="relative flex gap-3.5">
            {index < events.length - 1 && <span aria-hidden="true" className="absolute top-4 left-[5px] h-[calc(100%+0.5rem)] w-px bg-border" />}
            <span aria-hidden="true" className={cn('relative mt-1.5 size-[11px] shrink-0 rounded-full ring-4', DOTS[orderStatusTone(event.to)])} />
            <div className="min-w-0">
              <p className="text-sm font-medium">{historyTitle(event)}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {note && <p className="mt-1 text-sm text-pretty text-muted-foreground">{note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
