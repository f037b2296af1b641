/** Files the browser must check with the server on every use: the service worker and what it precaches by name. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest', 'offline.html']);

/**
 * Cache-Control of a built client file, by its path under the client build directory ('/'
 * separated); undefined keeps the static server's default.
 */
export function staticCacheControl(relativePath: string): string | undefined {
  // File names under assets/ carry a content hash, so they never change.
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // A new service worker or manifest must reach every visitor at once.
  if (ALWAYS_REVALIDATE.has(relativePath)) return 'no-cache';
  return undefined;
}
