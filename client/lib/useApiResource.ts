import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api';

export type Resource<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'not-found' } | { state: 'failed'; message: string };

/**
 * Reads one API resource in the browser after hydration, again whenever `path` changes or `reload`
 * is called; the data already shown stays while a reload runs.
 */
export function useApiResource<T>(path: string | null): { resource: Resource<T>; reload: () => void; replace: (data: T) => void } {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!path) return setResource({ state: 'not-found' });
    let active = true;
    setResource((current) => (current.state === 'ready' && round > 0 ? current : { state: 'loading' }));
    void apiRequest<T>('GET', path).then((result) => {
      if (!active) return;
      if (result.ok) setResource({ state: 'ready', data: result.data });
      else if (result.error.status === 404) setResource({ state: 'not-found' });
      else setResource({ state: 'failed', message: result.error.message || 'Please try again.' });
    });
    return () => {
      active = false;
    };
  }, [path, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const replace = useCallback((data: T) => setResource({ state: 'ready', data }), []);
  return { resource, reload, replace };
}
