import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'progress' | 'success' | 'danger' | 'warning';

const iconTones: Record<Tone, string> = {
  progress: 'bg-primary/10 text-highlight ring-primary/25',
  success: 'bg-emerald-500/10 text-emerald-600 ring-emerald-500/30 dark:text-emerald-300',
  danger: 'bg-danger/10 text-danger ring-danger/25',
  warning: 'bg-amber-500/10 text-amber-600 ring-amber-500/30 dark:text-amber-300',
};

interface PaymentStatusCardProps {
  tone: Tone;
  icon: ReactNode;
  title: string;
  /** The order the page is about; none when the address named none. */
  orderNumber: string | null;
  children?: ReactNode;
  /** Links or buttons at the foot of the card. */
  actions: ReactNode;
}

/** The centred card of the payment pages: an icon, the heading, the order number, a message and where to go. */
export function PaymentStatusCard({ tone, icon, title, orderNumber, children, actions }: PaymentStatusCardProps) {
  return (
    <div className="relative isolate mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div aria-hidden="true" className="bg-glow absolute inset-x-0 top-0 -z-10 mx-auto h-80 max-w-lg opacity-70" />
      <section aria-labelledby="payment-heading" className="rounded-3xl border border-border bg-card/90 p-8 text-center shadow-xl shadow-black/5 backdrop-blur sm:p-10 dark:shadow-black/30">
        <span className={cn('mx-auto grid size-16 place-items-center rounded-2xl ring-1 [&_svg]:size-8', iconTones[tone])}>{icon}</span>
        <h1 id="payment-heading" className="mt-6 text-3xl font-bold tracking-tight">
          {title}
        </h1>
        {orderNumber && (
          <p className="mt-3 text-muted-foreground">
            Order <span className="font-mono font-semibold text-foreground">{orderNumber}</span>
          </p>
        )}
        {children && <div className="mt-5 text-pretty text-muted-foreground">{children}</div>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </section>
    </div>
  );
}
