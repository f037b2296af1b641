import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';

interface AuthShellProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** Under the card, such as a link back to sign-in. */
  footer?: ReactNode;
}

/** The frame of the sign-in pages: a narrow card on the store's glow. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-hero-glow absolute inset-x-0 top-0 -z-10 h-[28rem]" />
      <div aria-hidden="true" className="bg-grid absolute inset-x-0 top-0 -z-10 h-[28rem] opacity-60" />
      <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
        <div className="text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-linear-to-br from-violet-500 to-cyan-500 text-white shadow-lg shadow-violet-500/30">
            <KeyRound className="size-6" aria-hidden="true" strokeWidth={2.25} />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-muted-foreground">{subtitle}</p>
        </div>
        <div className="mt-8 rounded-2xl border border-border bg-card/90 p-5 shadow-xl shadow-black/5 backdrop-blur sm:p-7 dark:shadow-black/30">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </div>
    </div>
  );
}
