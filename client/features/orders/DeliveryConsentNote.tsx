import { ShieldCheck } from 'lucide-react';
import { formatDateTime } from './history';

/**
 * When the buyer agreed at checkout to immediate delivery (and so gave up the right of withdrawal),
 * as the order records it; nothing for an order placed without a checkout (a redeemed key).
 */
export function DeliveryConsentNote({ consentAt, forAdmin = false }: { consentAt: string | null; forAdmin?: boolean }) {
  if (!consentAt) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {forAdmin ? 'Agreed' : 'You agreed'} to immediate delivery on <time dateTime={consentAt}>{formatDateTime(consentAt)}</time>
      </span>
    </p>
  );
}
