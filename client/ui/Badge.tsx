import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey';

const tones: Record<BadgeTone, string> = {
  yellow: 'bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300',
  blue: 'bg-sky-500/10 text-sky-700 ring-sky-500/30 dark:text-sky-300',
  purple: 'bg-violet-500/10 text-violet-700 ring-violet-500/30 dark:text-violet-300',
  green: 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/30 dark:text-emerald-300',
  red: 'bg-red-500/10 text-red-700 ring-red-500/30 dark:text-red-300',
  grey: 'bg-zinc-500/10 text-zinc-700 ring-zinc-500/30 dark:text-zinc-300',
};

const dots: Record<BadgeTone, string> = {
  yellow: 'bg-amber-500',
  blue: 'bg-sky-500',
  purple: 'bg-violet-500',
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  grey: 'bg-zinc-500',
};

/** A small coloured label for a state (an order's status, an account's verification). */
export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tones[tone], className)}>
      <span className={cn('size-1.5 rounded-full', dots[tone])} aria-hidden="true" />
      {children}
    </span>
  );
}
