import { useEffect, useState } from 'react';
import { MAX_SEARCH_LENGTH, MIN_SUGGESTION_LENGTH } from '#contracts/catalog.constants';
import type { SuggestionsView } from '#contracts/catalog.contract';

/** Suggestions are asked for this long after the last key press. */
const DEBOUNCE_MS = 150;

export type SuggestionsState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; view: SuggestionsView } | { status: 'failed' };

/**
 * The suggestions for what is typed, debounced; a newer text cancels the request of an older one, so
 * an answer that comes late never replaces a fresher one.
 */
export function useSuggestions(query: string): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ status: 'idle' });
  const text = query.trim().slice(0, MAX_SEARCH_LENGTH);

  useEffect(() => {
    if (text.length < MIN_SUGGESTION_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/products/suggestions?${new URLSearchParams({ q: text })}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
        setState({ status: 'ready', view: (await response.json()) as SuggestionsView });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return state;
}
