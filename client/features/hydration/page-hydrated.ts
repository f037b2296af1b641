import { useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();
let resolveHydrated: () => void = () => {};

/** Settles once the page's content has hydrated; never on the server. */
export const pageHydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called once the page's content has hydrated (see HydrationMark): marks the document and tells the waiting providers. */
export function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.dataset.hydrated = '';
  for (const listener of listeners) listener();
  resolveHydrated();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the page's content has hydrated; false on the server. The app-wide providers sit outside
 * the Suspense boundary that hydrates the page in slices (client/pages/+Wrapper.tsx): they read what
 * the browser saved (cart, wishlist, theme) only once this is true. An update that reached the
 * boundary before it had hydrated made React hydrate it with the new values, and the markup the
 * server had sent for the old ones (a wishlist heart's `disabled`) stayed as it was.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => hydrated, () => false);
}
