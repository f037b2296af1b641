import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { orderApiPath, paymentOutcome, POLL_INTERVAL_MS, shouldKeepPolling, type PaymentOutcome } from './payment-status';
import type { OrderView } from '#contracts/orders.contract';

export type OrderWatch =
  | { state: 'waiting'; order: OrderView | null }
  | { state: Exclude<PaymentOutcome, 'waiting'>; order: OrderView }
  | { state: 'timed-out'; order: OrderView | null }
  | { state: 'not-found' }
  | { state: 'signed-out' };

/**
 * Follows an order until its payment is settled: asks every two seconds, and gives up after ten
 * minutes (`restart` starts over). Failures on the way (a dropped connection, the store restarting)
 * are waited out; an order that is not the shopper's, or a session that ended, stops it.
 */
export function useOrderStatus(orderNumber: string | null): { watch: OrderWatch; restart: () => void } {
  const [watch, setWatch] = useState<OrderWatch>({ state: 'waiting', order: null });
  const [round, setRound] = useState(0);
  const last = useRef<OrderView | null>(null);

  useEffect(() => {
    if (!orderNumber) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    setWatch({ state: 'waiting', order: last.current });

    const check = async () => {
      const result = await apiRequest<OrderView>('GET', orderApiPath(orderNumber));
      if (stopped) return;
      if (result.ok) {
        last.current = result.data;
        const outcome = paymentOutcome(result.data.status);
        if (outcome !== 'waiting') return setWatch({ state: outcome, order: result.data });
        setWatch({ state: 'waiting', order: result.data });
      } else if (result.error.status === 404) {
        return setWatch({ state: 'not-found' });
      } else if (result.error.status === 401) {
        return setWatch({ state: 'signed-out' });
      }
      if (!shouldKeepPolling(startedAt, Date.now())) return setWatch({ state: 'timed-out', order: last.current });
      timer = setTimeout(() => void check(), POLL_INTERVAL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNumber, round]);

  const restart = useCallback(() => setRound((value) => value + 1), []);
  return { watch, restart };
}
