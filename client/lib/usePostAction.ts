import { useState } from 'react';
import { apiRequest } from './api';
import { afterSalesErrorMessage } from '../features/orders/after-sales';

/**
 * One admin step sent as a POST from a button or a form: busy while it runs, so that a second press
 * sends nothing, and the server's refusal in words for the alert beside it.
 */
export function usePostAction(): {
  busy: boolean;
  error: string | null;
  run: <T>(path: string, body: unknown, failure: string, done: (data: T) => void) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async <T>(path: string, body: unknown, failure: string, done: (data: T) => void) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await apiRequest<T>('POST', path, body);
    setBusy(false);
    if (!result.ok) return setError(afterSalesErrorMessage(result.error, failure));
    done(result.data);
  };

  return { busy, error, run };
}
