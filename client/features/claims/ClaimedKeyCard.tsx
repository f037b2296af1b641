import { displayMasked } from '../orders/delivery';
import type { ClaimedKeyView } from '#contracts/claims.contract';
import { ClaimOutcome } from './KeyClaimPanel';

/** A key that a claim took out of use (replaced, or refunded as store credit): masked, struck through, with the outcome. */
export function ClaimedKeyCard({ keyView }: { keyView: ClaimedKeyView }) {
  return (
    <div className="rounded-xl border border-dashed border-border bg-muted/20 p-4" role="group" aria-label={`${keyView.productName} key, no longer in use`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{keyView.productName}</p>
          <p className="text-xs text-muted-foreground">{keyView.platform}</p>
        </div>
        <code className="font-mono text-sm tracking-wider text-muted-foreground line-through">
          <span className="sr-only">Old key ending in </span>
          {displayMasked(keyView.masked)}
        </code>
      </div>
      <div className="mt-3 border-t border-border/70 pt-3">
        <ClaimOutcome claim={keyView.claim} />
      </div>
    </div>
  );
}
