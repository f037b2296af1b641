import { Check, Copy, Eye, Hourglass, LoaderCircle, Repeat } from 'lucide-react';
import { Fragment, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { formatDateTime } from './history';
import { deliverySlots, displayMasked, type DeliverySlot } from './delivery';
import { revealKeyApiPath } from './paths';
import { useStepUp } from '../account/StepUpDialog';
import { placeClaimedKeys } from '../claims/key-claims';
import type { OrderView, RevealedKeyView } from '#contracts/orders.contract';
import { ClaimedKeyCard } from '../claims/ClaimedKeyCard';
import { KeyClaimPanel } from '../claims/KeyClaimPanel';
import { buttonStyles } from '../../ui/button-styles';
import { ActivationGuide } from '../delivery/ActivationGuide';
import { handDeliveryDone, handDeliveryPending } from '../delivery/hand-delivery';
import type { ActivationPlatform } from '#contracts/activation-platform.constants';

type KeyView = OrderView['keys'][number];

/** Each unit of the order: its key, masked until revealed, or what it is still waiting for. */
export function OrderKeys({ order }: { order: OrderView }) {
  const slots = deliverySlots(order);
  const claimed = order.claimedKeys ?? [];
  const byId = new Map(order.keys.map((key) => [key.id, key]));
  const placed = placeClaimedKeys(order.keys.map((key) => key.id), claimed);
  if (slots.length === 0 && claimed.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {order.status === 'cancelled' ? 'This order was cancelled, so no keys were delivered.' : 'Your keys appear here once the payment is confirmed.'}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {slots.map((slot, index) => {
          if (slot.kind === 'waiting' || slot.kind === 'sent') {
            return (
              <li key={`${slot.productId}-${index}`}>
                <WaitingKey slot={slot} heldForReview={order.heldForReview} />
              </li>
            );
          }
          const key = byId.get(slot.key.id);
          return (
            <Fragment key={slot.key.id}>
              {placed.before.get(slot.key.id)?.map((old) => (
                <li key={old.id}>
                  <ClaimedKeyCard keyView={old} />
                </li>
              ))}
              <li>{key && <RevealableKey orderNumber={order.orderNumber} keyView={key} activationPlatform={slot.activationPlatform} />}</li>
            </Fragment>
          );
        })}
        {placed.rest.map((key) => (
          <li key={key.id}>
            <ClaimedKeyCard keyView={key} />
          </li>
        ))}
      </ul>
      {slots.some((slot) => slot.kind === 'key') && (
        <p className="text-xs text-pretty text-muted-foreground">
          Revealing a key is recorded: keys that have been revealed cannot be refunded (see the{' '}
          <a href="/refund-policy" className="font-medium text-foreground underline underline-offset-2 hover:text-highlight">
            refund policy
          </a>
          ).
        </p>
      )}
    </div>
  );
}

function KeyHeading({ name, platform }: { name: string; platform: string }) {
  return (
    <div className="min-w-0">
      <p className="font-medium">{name}</p>
      <p className="text-xs text-muted-foreground">{platform}</p>
    </div>
  );
}

type RevealState = { state: 'hidden' } | { state: 'busy' } | { state: 'shown'; code: string } | { state: 'failed'; message: string };

function RevealableKey({ orderNumber, keyView, activationPlatform }: { orderNumber: string; keyView: KeyView; activationPlatform: ActivationPlatform | null }) {
  const [reveal, setReveal] = useState<RevealState>({ state: 'hidden' });
  const [revealedAt, setRevealedAt] = useState(keyView.revealedAt);
  const [copied, setCopied] = useState(false);
  const { withStepUp, dialog } = useStepUp();
  const label = `${keyView.productName} key`;

  const onReveal = async () => {
    if (reveal.state === 'busy') return;
    setReveal({ state: 'busy' });
    const result = await withStepUp(() => apiRequest<RevealedKeyView>('POST', revealKeyApiPath(orderNumber, keyView.id), {}));
    if (!result.ok) return setReveal({ state: 'failed', message: result.error.message || 'The key could not be revealed. Please try again.' });
    setReveal({ state: 'shown', code: result.data.code });
    setRevealedAt((current) => current ?? new Date().toISOString());
  };

  const onCopy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="rounded-xl border border-border bg-background/40 p-4" role="group" aria-label={label}>
      {dialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <KeyHeading name={keyView.productName} platform={activationPlatform ? `${keyView.platform} · activates on ${activationPlatform}` : keyView.platform} />
        {revealedAt && <p className="text-xs text-muted-foreground">Revealed {formatDateTime(revealedAt)}</p>}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {reveal.state === 'shown' ? (
          <>
            <code aria-label={`Key code for ${keyView.productName}`} className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2 font-mono text-sm font-semibold tracking-wider break-all select-all">
              {reveal.code}
            </code>
            <button type="button" onClick={() => void onCopy(reveal.code)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
              <span className="sr-only"> {label}</span>
            </button>
          </>
        ) : (
          <>
            <code className="min-w-0 flex-1 rounded-lg bg-muted/60 px-3 py-2 font-mono text-sm tracking-wider text-muted-foreground break-all">
              <span className="sr-only">Hidden key ending in </span>
              {displayMasked(keyView.masked)}
            </code>
            <button type="button" onClick={() => void onReveal()} aria-disabled={reveal.state === 'busy' || undefined} className={buttonStyles({ size: 'sm', className: 'aria-disabled:cursor-wait aria-disabled:opacity-70' })}>
              {reveal.state === 'busy' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {reveal.state === 'busy' ? 'Revealing...' : 'Reveal'}
              <span className="sr-only"> {label}</span>
            </button>
          </>
        )}
      </div>
      <p role="status" className="sr-only">
        {copied ? 'Key copied to the clipboard' : ''}
      </p>
      {reveal.state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {reveal.message}
        </p>
      )}
      <ActivationGuide platform={activationPlatform} code={reveal.state === 'shown' ? reveal.code : null} productName={keyView.productName} />
      <KeyClaimPanel orderNumber={orderNumber} keyView={keyView} />
    </div>
  );
}

/** A held order's keys wait for the review, not for preparation; Steam gifts and physical items say how they come, or that they were sent. */
function WaitingKey({ slot, heldForReview }: { slot: Extract<DeliverySlot, { kind: 'waiting' | 'sent' }>; heldForReview: boolean }) {
  const trade = slot.reason === 'steam_trade';
  const waitingFor = slot.kind === 'sent' ? handDeliveryDone(slot.reason) : heldForReview ? 'Waiting for review' : slot.reason === 'preparing' ? 'Being prepared' : handDeliveryPending(slot.reason);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-border p-4">
      <KeyHeading name={slot.productName} platform={slot.platform} />
      <p className="inline-flex items-center gap-2 rounded-full bg-violet-500/10 px-3 py-1 text-xs font-semibold text-violet-700 ring-1 ring-violet-500/30 ring-inset dark:text-violet-300">
        {trade ? <Repeat className="size-3.5" aria-hidden="true" /> : <Hourglass className="size-3.5" aria-hidden="true" />}
        {waitingFor}
      </p>
    </div>
  );
}
