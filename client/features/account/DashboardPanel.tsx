import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { reload } from 'vike/client/router';
import { buttonStyles } from '../../ui/button-styles';
import { Panel, type PanelProps } from '../../ui/Panel';

/** A titled card of the dashboard; its heading, named after the title, names the region. */
export function DashboardPanel(props: Omit<PanelProps, 'headingId'>) {
  return <Panel headingId={`panel-${props.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`} {...props} />;
}

/** Part of the account could not be read; the rest of the dashboard still works. `message` replaces the generic line. */
export function LoadFailed({ what, message }: { what: string; message?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger/5 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-danger/10 text-danger ring-1 ring-danger/25">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Something went wrong</h2>
      <p className="mt-1 text-sm text-muted-foreground">{message ?? `We could not load your ${what}. Please try again.`}</p>
      <button type="button" onClick={() => void reload()} className={buttonStyles({ variant: 'outline', className: 'mt-5' })}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </button>
    </div>
  );
}

/** A list or table with nothing in it yet, and where to go next. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-muted text-muted-foreground [&_svg]:size-6">{icon}</span>
      <p className="mt-4 font-semibold">{title}</p>
      {children}
    </div>
  );
}
