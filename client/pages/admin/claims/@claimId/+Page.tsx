import { ArrowLeft, ExternalLink, ImageOff, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { orderStatusLabel } from '../../../../features/account/order-status';
import { ADMIN_CLAIMS_PATH, adminClaimApiPath } from '../../../../features/claims/admin-claims';
import { formatKilobytes } from '../../../../features/claims/key-claims';
import { ClaimStatusBadge } from '../../../../features/claims/ClaimStatusBadge';
import { ResolveClaimForm, resolvedText } from '../../../../features/claims/ResolveClaimForm';
import { OrderLoadFailed, OrderSkeleton } from '../../../../features/orders/OrderLoadState';
import { OrderSection } from '../../../../features/orders/OrderSection';
import { useApiResource } from '../../../../lib/useApiResource';
import { FormAlert } from '../../../../ui/FormAlert';
import { ToastProvider } from '../../../../ui/Toaster';
import { displayMasked } from '../../../../features/orders/delivery';
import { formatDateTime } from '../../../../features/orders/history';
import { adminOrderPath } from '../../../../features/orders/paths';
import type { AdminKeyClaimView } from '#contracts/claims.contract';
import { formatEur } from '#server/common/money';

export default function Page() {
  const { routeParams } = usePageContext();
  const claimId = routeParams?.claimId ?? '';
  const { resource, reload, replace } = useApiResource<AdminKeyClaimView>(adminClaimApiPath(claimId));

  return (
    <ToastProvider>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <a href={ADMIN_CLAIMS_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All claims
        </a>
        <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <div className="flex items-center gap-4">
            <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
              <ShieldAlert className="size-7" />
            </span>
            <div className="min-w-0">
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{resource.state === 'ready' ? `${resource.data.productName} key claim` : 'Key claim'}</h1>
              {resource.state === 'ready' && <p className="mt-1 text-muted-foreground">Reported {formatDateTime(resource.data.createdAt)}</p>}
            </div>
          </div>
          {resource.state === 'ready' && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              Status <ClaimStatusBadge status={resource.data.status} className="px-3 py-1 text-sm" />
            </p>
          )}
        </header>
        {resource.state === 'loading' && <OrderSkeleton />}
        {resource.state === 'failed' && <OrderLoadFailed message={`We could not load this claim. ${resource.message}`} onRetry={reload} />}
        {resource.state === 'not-found' && <OrderLoadFailed message="There is no such claim." onRetry={reload} />}
        {resource.state === 'ready' && <ClaimDetails claim={resource.data} onResolved={replace} />}
      </div>
    </ToastProvider>
  );
}

function ClaimDetails({ claim, onResolved }: { claim: AdminKeyClaimView; onResolved: (claim: AdminKeyClaimView) => void }) {
  return (
    <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <OrderSection id="message" title="What the customer wrote">
          <p className="text-sm leading-relaxed whitespace-pre-wrap">{claim.message}</p>
        </OrderSection>
        <OrderSection id="screenshot" title="Screenshot">
          {claim.screenshot ? (
            <figure>
              <a href={claim.screenshot.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl border border-border bg-muted/30">
                <img src={claim.screenshot.url} alt={`Screenshot sent with the claim on ${claim.productName}`} className="mx-auto max-h-[32rem] w-auto object-contain" />
              </a>
              <figcaption className="mt-2 inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                {claim.screenshot.contentType}, {formatKilobytes(claim.screenshot.sizeBytes)}
                <a href={claim.screenshot.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-highlight hover:underline">
                  Open full size <ExternalLink className="size-3" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </figcaption>
            </figure>
          ) : (
            <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <ImageOff className="size-4" aria-hidden="true" />
              The customer sent no screenshot.
            </p>
          )}
        </OrderSection>
        <OrderSection id="resolution" title={claim.status === 'open' ? 'Resolve' : 'Resolution'} className={claim.status === 'open' ? 'border-violet-500/30' : undefined}>
          {claim.status === 'open' ? (
            <ResolveClaimForm claim={claim} onResolved={onResolved} />
          ) : (
            <div className="space-y-3">
              <FormAlert tone="success">{resolvedText(claim)}</FormAlert>
              {claim.resolution?.action === 'reject' && <p className="text-sm whitespace-pre-wrap">Reason given: {claim.resolution.reason}</p>}
              <p className="text-xs text-muted-foreground">
                {claim.resolvedAt && `Resolved ${formatDateTime(claim.resolvedAt)}`}
                {claim.resolvedByEmail && ` by ${claim.resolvedByEmail}`}
              </p>
            </div>
          )}
        </OrderSection>
      </div>
      <div className="grid gap-6">
        <OrderSection id="key" title="Key">
          <dl className="space-y-3 text-sm">
            <Field label="Product">
              {claim.productName} <span className="text-muted-foreground">· {claim.platform}</span>
            </Field>
            <Field label="Reported key">
              <code className="font-mono tracking-wider">{displayMasked(claim.key.masked)}</code>
              <span className="ml-2 text-xs text-muted-foreground">({claim.key.status})</span>
            </Field>
            <Field label="Delivered">{claim.key.deliveredAt ? formatDateTime(claim.key.deliveredAt) : 'Unknown'}</Field>
            <Field label="Revealed by the customer">{claim.key.revealedAt ? formatDateTime(claim.key.revealedAt) : 'Not revealed'}</Field>
            {claim.replacementMasked && (
              <Field label="Replacement key">
                <code className="font-mono tracking-wider">{displayMasked(claim.replacementMasked)}</code>
              </Field>
            )}
            <Field label="Paid for the key">{formatEur(claim.unitPriceCents)}</Field>
            <Field label="In stock now">{claim.stock}</Field>
          </dl>
        </OrderSection>
        <OrderSection id="order" title="Order">
          <dl className="space-y-3 text-sm">
            <Field label="Order">
              <a href={adminOrderPath(claim.orderNumber)} className="font-mono font-semibold text-highlight hover:underline">
                {claim.orderNumber}
              </a>
            </Field>
            <Field label="Customer">
              {claim.order.customerName || '—'}
              <a href={`mailto:${claim.customerEmail}`} className="block break-all text-highlight hover:underline">
                {claim.customerEmail}
              </a>
            </Field>
            <Field label="Status">{orderStatusLabel(claim.order.status)}</Field>
            <Field label="Paid">{claim.order.paidAt ? formatDateTime(claim.order.paidAt) : 'Not paid'}</Field>
          </dl>
        </OrderSection>
      </div>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
