import { ChevronRight, Layers } from 'lucide-react';
import { ADMIN_QUEUES_PATH } from './queues';

/** The admin dashboard's way to the queues page. */
export function QueuesLinkCard() {
  return (
    <a
      href={ADMIN_QUEUES_PATH}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 sm:p-6"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
        <Layers className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold tracking-tight">Queues</span>
        <span className="mt-0.5 block text-sm text-muted-foreground">Background jobs of each queue: waiting, active and failed ones, and retry what failed.</span>
      </span>
      <ChevronRight className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </a>
  );
}
