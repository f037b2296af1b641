/**
 * Marks the document once React has hydrated the first page (and after each later render): until then
 * the server's markup shows, but its controls do not respond yet. The browser tests wait for the mark
 * before they type or click, as a shopper on a slow phone would wait for the page to settle.
 */
export function onAfterRenderClient(): void {
  document.documentElement.dataset.hydrated = '';
}
