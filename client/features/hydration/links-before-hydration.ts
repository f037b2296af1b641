/**
 * Until the first page has hydrated, a link clicked is followed by the browser, as on a page without
 * scripts, instead of by Vike's router. The router would abort that first render, and an aborted
 * first render never learns that pages get their data from the server: the next page rendered
 * without it (a blank page) or, with the hydration not abortable, every later link waited forever.
 * Once the page has hydrated (+onHydrationEnd.ts), links go through the router again.
 */
function followLinkInBrowser(event: MouseEvent): void {
  const target = event.target;
  if (target instanceof Element && target.closest('a[href]')) event.stopImmediatePropagation();
}

export function followLinksInBrowserUntilHydrated(): void {
  window.addEventListener('click', followLinkInBrowser, true);
}

export function followLinksInRouter(): void {
  window.removeEventListener('click', followLinkInBrowser, true);
}
