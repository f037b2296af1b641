import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CartLines } from './cart-state';
import { emptyQuote, quoteItems, quoteKey, type QuoteItem } from '../checkout/cart-quote';
import type { CartQuote } from '#contracts/cart.contract';
import { fetchQuote } from './quote-api';

/** Quantity clicks in a row make one request, this long after the last of them. */
const DEBOUNCE_MS = 300;

export interface CartQuoteState {
  /** The server's price of the cart (perhaps of a moment ago: see `fresh`); null until the first answer. */
  quote: CartQuote | null;
  /** True when the quote is for the cart as it is now (not one a moment older). */
  fresh: boolean;
  /** A request for the current cart is under way or about to go. */
  loading: boolean;
  /** Why the current cart could not be priced; null otherwise. */
  error: string | null;
  retry: () => void;
  /** The items asked about: the cart lines the store could know, at most ten of each. */
  items: QuoteItem[];
}

/**
 * The server's price of the cart, asked again after every change (a moment after the last of a run
 * of clicks), the older answer kept on screen meanwhile. Nothing is asked before the saved cart has
 * been read (`ready`).
 */
export function useCartQuote(lines: CartLines, ready: boolean): CartQuoteState {
  const items = useMemo(() => quoteItems(lines), [lines]);
  const key = quoteKey(items);
  const [answer, setAnswer] = useState<{ key: string; quote: CartQuote } | null>(null);
  const [failure, setFailure] = useState<{ key: string; attempt: number; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hasAnswer = answer !== null;

  useEffect(() => {
    if (!ready) return;
    if (items.length === 0) {
      setAnswer({ key, quote: emptyQuote() });
      return;
    }
    const controller = new AbortController();
    // The first quote goes at once; later ones wait for the clicks to settle.
    const timer = setTimeout(
      () => {
        fetchQuote(items, controller.signal)
          .then((result) => {
            if (controller.signal.aborted) return;
            if (result.ok) {
              setAnswer({ key, quote: result.quote });
              setFailure(null);
            } else {
              setFailure({ key, attempt, message: result.error.message });
            }
          })
          .catch(() => {
            // Aborted: a newer request replaces this one.
          });
      },
      hasAnswer ? DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `items` changes exactly when `key` does; `hasAnswer` only picks the delay.
  }, [key, ready, attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((value) => value + 1);
  }, []);

  const fresh = answer !== null && answer.key === key;
  const error = failure && failure.key === key && failure.attempt === attempt ? failure.message : null;
  return { quote: answer?.quote ?? null, fresh, loading: ready && !fresh && error === null, error, retry, items };
}
