import { CircleAlert, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { CartLineView } from '../checkout/cart-quote';
import { cn } from '../../lib/cn';
import { ProductCover } from '../catalog/ProductCover';
import { QuantityStepper } from './QuantityStepper';
import { DeliveryKindLine } from '../delivery/DeliveryKindLine';
import { formatEur } from '#server/common/money';

interface CartLineItemProps {
  line: CartLineView;
  /** The first quote has not arrived yet: prices show as placeholders. */
  pricing: boolean;
  onQuantityChange: (productId: string, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
  /** Remove buttons are found again by this attribute, to keep the focus in the list after a removal. */
  removeButtonAttr?: string;
}

/** One line of the cart: cover, name, platform, unit price, quantity, line total and Remove. */
export function CartLineItem({ line, pricing, onQuantityChange, onRemove, removeButtonAttr = 'data-remove-line' }: CartLineItemProps) {
  const issueId = useId();
  const { issue } = line;
  const gone = issue?.kind === 'gone' || issue?.kind === 'out';
  return (
    <article aria-labelledby={`${issueId}-name`} aria-describedby={issue ? issueId : undefined} className="flex gap-4 p-4 sm:gap-5 sm:p-5">
      <div className="w-16 shrink-0 self-start overflow-hidden rounded-lg ring-1 ring-border sm:w-20">
        {line.href ? (
          <a href={line.href} tabIndex={-1} aria-hidden="true">
            <ProductCover src={line.image} alt="" className={cn(gone && 'opacity-50 grayscale')} />
          </a>
        ) : (
          <ProductCover src={line.image} alt="" className="opacity-50 grayscale" />
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h3 id={`${issueId}-name`} className="text-base leading-snug font-semibold">
            {line.href ? (
              <a href={line.href} className="hover:text-highlight hover:underline hover:underline-offset-2">
                {line.name}
              </a>
            ) : (
              <span className={cn(gone && 'text-muted-foreground')}>{line.name}</span>
            )}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {line.platform && <span className="rounded-md bg-muted px-1.5 py-0.5 font-semibold text-foreground/85">{line.platform}</span>}
            {line.region && (
              <span data-testid="cart-line-region">
                <span className="sr-only">Region: </span>
                {line.region}
              </span>
            )}
            {line.unitPriceCents !== null && !gone ? (
              <span className="tabular-nums">{formatEur(line.unitPriceCents)} each</span>
            ) : pricing && !issue ? (
              <span aria-hidden="true" className="inline-block h-3.5 w-16 animate-pulse rounded bg-muted" />
            ) : null}
          </p>
          {line.deliveryKind && !gone && <DeliveryKindLine kind={line.deliveryKind} />}
          {issue && (
            <p id={issueId} className={cn('inline-flex items-center gap-1.5 text-sm font-medium', issue.kind === 'short' ? 'text-amber-600 dark:text-amber-300' : 'text-danger')}>
              <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
              {issue.label}
              {issue.kind === 'short' && (
                <button
                  type="button"
                  onClick={() => onQuantityChange(line.productId, issue.available)}
                  className="ml-1 rounded font-semibold text-foreground underline underline-offset-2 hover:no-underline"
                >
                  Change to {issue.available}
                </button>
              )}
            </p>
          )}
        </div>

        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-3">
          <p className="order-last text-base font-semibold tabular-nums sm:order-first">
            {line.lineTotalCents !== null ? (
              <>
                <span className="sr-only">Line total: </span>
                {formatEur(line.lineTotalCents)}
              </>
            ) : pricing && !issue ? (
              <span aria-hidden="true" className="inline-block h-5 w-16 animate-pulse rounded bg-muted align-middle" />
            ) : null}
          </p>
          <div className="flex items-center gap-2">
            {!gone && <QuantityStepper name={line.name} quantity={line.quantity} max={line.maxQuantity} onChange={(quantity) => onQuantityChange(line.productId, quantity)} />}
            <button
              type="button"
              {...{ [removeButtonAttr]: line.productId }}
              onClick={() => onRemove(line)}
              aria-label={`Remove ${line.name} from cart`}
              title="Remove"
              className="grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-danger/10 hover:text-danger [&_svg]:size-4"
            >
              <Trash2 aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
