import { useEffect } from 'react';
import { markPageHydrated } from './page-hydrated';

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated the page's content: until then
 * the server's markup shows, but its controls do not respond yet. Rendered last inside the Wrapper's
 * Suspense boundary, whose content hydrates after the rest, so the mark means the whole page. The
 * browser tests wait for it before they type or click, as a shopper on a slow phone would wait for
 * the page to settle.
 */
export function HydrationMark(): null {
  useEffect(markPageHydrated, []);
  return null;
}
