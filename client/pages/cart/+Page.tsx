import { useEffect, useMemo, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useCart } from '../../features/cart/CartProvider';
import { canCheckOut, cartLineViews, oversizedLines, type CartLineView } from '../../features/checkout/cart-quote';
import { orderNumberParam } from '../../features/checkout/payment-status';
import { CancelledPaymentNotice } from '../../features/cart/CancelledPaymentNotice';
import { CartLineItem } from '../../features/cart/CartLineItem';
import { CartSkeleton } from '../../features/cart/CartSkeleton';
import { CartSummary } from '../../features/cart/CartSummary';
import { EmptyCart } from '../../features/cart/EmptyCart';
import { useCartQuote } from '../../features/cart/useCartQuote';
import { restoreSavedCheckout } from '../../features/checkout/saved-checkout-storage';

const REMOVE_ATTR = 'data-remove-line';

export default function Page() {
  const { urlParsed } = usePageContext();
  const { items, ready, totalQuantity, addItem, updateQuantity, removeItem } = useCart();
  const { quote, fresh, loading, error, retry } = useCartQuote(items, ready);
  const views = useMemo(() => cartLineViews(items, quote), [items, quote]);
  const cancelledOrder = orderNumberParam(urlParsed.search.cancelled);
  const [noticeOpen, setNoticeOpen] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);
  const [restoreChecked, setRestoreChecked] = useState(false);

  // Back from the payment page without paying (cancelled there, or left it): the cart was emptied on
  // the way out, so its lines go back in.
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    restoreSavedCheckout(items, cancelledOrder, (line) => addItem(line.product, line.quantity));
    setRestoreChecked(true);
  }, [ready, cancelledOrder, items, addItem]);

  // More than one order may hold of a product (added again and again from the store): bring it down.
  useEffect(() => {
    for (const { productId, quantity } of oversizedLines(items)) updateQuantity(productId, quantity);
  }, [items, updateQuantity]);

  const remove = (line: CartLineView) => {
    // Keep the keyboard in the list: on to the next line's Remove button, or the previous one's.
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>(`[${REMOVE_ATTR}]`));
    const index = buttons.findIndex((button) => button.getAttribute(REMOVE_ATTR) === line.productId);
    const next = buttons[index + 1] ?? buttons[index - 1];
    removeItem(line.productId);
    setAnnouncement(`${line.name} removed from your cart`);
    if (next) next.focus();
    else headingRef.current?.focus();
  };

  const hasProblems = views.some((view) => view.issue !== null);
  // Shown once the saved cart has been read, and any cancelled checkout's lines put back.
  const settled = ready && restoreChecked;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl">
          Shopping Cart
        </h1>
        {settled && totalQuantity > 0 && (
          <p className="text-muted-foreground tabular-nums">
            {totalQuantity} {totalQuantity === 1 ? 'item' : 'items'}
          </p>
        )}
      </div>

      <div role="status" className="mt-6 empty:hidden">
        {restoreChecked && cancelledOrder && noticeOpen && <CancelledPaymentNotice orderNumber={cancelledOrder} hasItems={items.length > 0} onDismiss={() => setNoticeOpen(false)} />}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="mt-8" aria-busy={!settled || undefined}>
        {!settled ? (
          <CartSkeleton />
        ) : items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <section aria-labelledby="cart-items-heading">
              <h2 id="cart-items-heading" className="sr-only">
                Items in your cart
              </h2>
              <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
                {views.map((view) => (
                  <li key={view.productId} className={view.issue && view.issue.kind !== 'short' ? 'bg-danger/[0.03]' : undefined}>
                    <CartLineItem line={view} pricing={quote === null} onQuantityChange={updateQuantity} onRemove={remove} removeButtonAttr={REMOVE_ATTR} />
                  </li>
                ))}
              </ul>
            </section>
            <CartSummary
              quote={quote}
              updating={loading && quote !== null}
              error={error}
              onRetry={retry}
              canCheckOut={canCheckOut(views, quote, fresh) && !error}
              hasProblems={hasProblems}
            />
          </div>
        )}
      </div>
    </div>
  );
}
