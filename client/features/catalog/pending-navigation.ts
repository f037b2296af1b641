import { useSyncExternalStore, type MouseEvent } from 'react';
import { navigate } from 'vike/client/router';

/**
 * Client navigations started by the catalogue's controls, so that the results can show skeletons
 * while the next page's data is on its way. Only the latest navigation counts: an older one that
 * finishes late does not end the pending state.
 */
let pending = false;
let latest = 0;
const listeners = new Set<() => void>();

function setPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** vike's navigate(), with the pending state around it. */
export async function navigateWithPending(url: string, options?: { keepScrollPosition?: boolean }): Promise<void> {
  const token = ++latest;
  setPending(true);
  try {
    await navigate(url, options);
  } finally {
    if (token === latest) setPending(false);
  }
}

export function isNavigationPending(): boolean {
  return pending;
}

/** True while a catalogue navigation is under way; always false on the server. */
export function useNavigationPending(): boolean {
  return useSyncExternalStore(subscribe, () => pending, () => false);
}

/**
 * Lets a plain left click on a link go through navigateWithPending; other clicks (new tab, new
 * window, download) keep the browser's behaviour.
 */
export function onPendingLinkClick(event: MouseEvent<HTMLAnchorElement>, options?: { keepScrollPosition?: boolean }): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigateWithPending(event.currentTarget.getAttribute('href') ?? '', options);
}
