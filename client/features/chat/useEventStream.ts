import { useEffect, useRef } from 'react';

export interface EventStreamHandlers {
  /** Each named event's data, parsed. */
  events: Record<string, (data: unknown) => void>;
  /** Every time the stream (re)connects: fetch what may have been missed while it was down. */
  onOpen?: () => void;
  /** The connection was lost or refused; the browser, or this hook, tries again. */
  onDown?: () => void;
  /**
   * The server refused the stream (an expired session, too many windows): runs before the next
   * attempt, for instance an API call that refreshes the session.
   */
  beforeRetry?: () => Promise<unknown>;
}

const RETRY_AFTER_REFUSAL_MS = 5000;

/**
 * Listens to a server-sent event stream while `url` is set. The browser reconnects by itself after a
 * dropped connection; a refused one is tried again a few seconds later, after `beforeRetry`.
 */
export function useEventStream(url: string | null, handlers: EventStreamHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!url) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      source = new EventSource(url);
      source.onopen = () => latest.current.onOpen?.();
      for (const name of Object.keys(latest.current.events)) {
        source.addEventListener(name, (event) => latest.current.events[name]?.(JSON.parse((event as MessageEvent<string>).data)));
      }
      source.onerror = () => {
        latest.current.onDown?.();
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(async () => {
          await latest.current.beforeRetry?.().catch(() => undefined);
          if (!stopped) connect();
        }, RETRY_AFTER_REFUSAL_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url]);
}
