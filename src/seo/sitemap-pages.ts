import type { CategoryView } from '#contracts/catalog.contract';
import type { SitemapEntry } from './sitemap.js';

/** The store's information pages: about, help and the policies, public and indexable. */
export const INFORMATION_PAGES: readonly string[] = ['/about', '/contact', '/faq', '/support', '/privacy-policy', '/terms-of-service', '/refund-policy'];

/** The pages of the sitemap that do not come from the catalogue, with how much they weigh against each other. */
export function staticSitemapEntries(): SitemapEntry[] {
  return [{ path: '/', priority: 1 }, { path: '/products', priority: 0.9 }, { path: '/deals', priority: 0.9 }, ...INFORMATION_PAGES.map((path) => ({ path, priority: 0.5 }))];
}

/** Every page of the sitemap's pages file: the static ones, then each category. */
export function pageSitemapEntries(categories: readonly CategoryView[]): SitemapEntry[] {
  return [...staticSitemapEntries(), ...categories.map((category) => ({ path: `/category/${category.slug}`, priority: 0.7 }))];
}
