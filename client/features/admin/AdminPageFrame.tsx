import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_PATH } from '../../lib/paths';
import { cn } from '../../lib/cn';

interface AdminPageFrameProps {
  /** The page's width: wide tables want more room than a column of cards. */
  width: 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** A control beside the title, such as a refresh button. */
  action?: ReactNode;
  children: ReactNode;
}

/** An admin console page: the way back to the dashboard, the page's icon, title and description, then its content. */
export function AdminPageFrame({ width, icon: Icon, title, description, action, children }: AdminPageFrameProps) {
  return (
    <div className={`mx-auto ${width} px-4 py-10 sm:px-6 sm:py-12 lg:px-8`}>
      <a href={ADMIN_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Admin Dashboard
      </a>
      {/* With an action the title takes the room left, and the action wraps below it on narrow screens. */}
      <header className={cn('mt-4 flex items-center gap-4', action !== undefined && 'flex-wrap')}>
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <Icon className="size-7" />
        </span>
        <div className={action !== undefined ? 'min-w-0 flex-1' : undefined}>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {action}
      </header>
      {children}
    </div>
  );
}
