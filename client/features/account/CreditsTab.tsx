import { Coins, KeyRound, Wallet } from 'lucide-react';
import { creditSourceParts, formatShortDate, formatSignedEuros, maskKey } from './account-format';
import { REDEEM_KEY_PATH } from '../../lib/paths';
import type { CreditsView } from '#contracts/auth.contract';
import { cn } from '../../lib/cn';
import { orderPagePath } from '../orders/paths';
import { buttonStyles } from '../../ui/button-styles';
import { DashboardPanel, EmptyState } from './DashboardPanel';
import { formatEur } from '#server/common/money';

/** The store credit balance and the ledger it adds up from, newest first as the server sends it. */
export function CreditsTab({ credits }: { credits: CreditsView }) {
  return (
    <DashboardPanel
      title="Store Credits"
      description="Credit from redeemed keys and refunds, to spend at checkout."
      aside={
        credits.history.length > 0 && (
          <a href={REDEEM_KEY_PATH} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <KeyRound aria-hidden="true" />
            Redeem a Key
          </a>
        )
      }
    >
      <div className="relative isolate overflow-hidden rounded-2xl bg-linear-to-br from-violet-700 via-violet-600 to-indigo-700 p-6 text-white shadow-lg shadow-violet-900/20">
        <div aria-hidden="true" className="absolute -top-16 -right-10 -z-10 size-48 rounded-full bg-cyan-400/30 blur-3xl" />
        <div className="flex items-center gap-4">
          <span className="grid size-12 place-items-center rounded-xl bg-white/15 ring-1 ring-white/25" aria-hidden="true">
            <Wallet className="size-6" />
          </span>
          <dl className="flex flex-col-reverse">
            <dt className="text-sm text-violet-100">Available Store Credit</dt>
            <dd className="text-3xl font-bold tracking-tight tabular-nums">{formatEur(credits.balanceCents)}</dd>
          </dl>
        </div>
      </div>

      <h3 className="mt-8 text-base font-semibold">Credit History</h3>
      {credits.history.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={<Coins />} title="No credits earned yet">
            <p className="mt-1 text-sm text-muted-foreground">Redeem a key you got elsewhere to receive a game or store credit.</p>
            <a href={REDEEM_KEY_PATH} className={buttonStyles({ variant: 'outline', className: 'mt-5' })}>
              <KeyRound aria-hidden="true" />
              Redeem a Key
            </a>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-xl border border-border">
          {credits.history.map((entry) => {
            const label = creditSourceParts(entry.source, entry.orderNumber);
            return (
              <li key={entry.id} className="flex items-center justify-between gap-4 px-4 py-3.5">
                <div className="min-w-0">
                  <p className="font-medium">
                    {label.before}
                    {label.orderNumber && (
                      <>
                        {' '}
                        <a href={orderPagePath(label.orderNumber)} className="font-mono text-highlight underline-offset-4 hover:underline">
                          {label.orderNumber}
                        </a>
                      </>
                    )}
                    {label.after}
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <time dateTime={entry.createdAt}>{formatShortDate(entry.createdAt)}</time>
                    {entry.cdKey && (
                      <span className="font-mono text-xs tracking-wider">
                        <span className="sr-only">Key </span>
                        {maskKey(entry.cdKey)}
                      </span>
                    )}
                  </p>
                </div>
                <p className={cn('shrink-0 font-semibold tabular-nums', entry.amountCents >= 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-muted-foreground')}>
                  {formatSignedEuros(entry.amountCents)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardPanel>
  );
}
