/** Where the catalogue's pages live. */
export const STORE_PATH = '/products';

export function productHref(product: { slug: string }): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}

export function categoryHref(category: { slug: string }): string {
  return `/category/${encodeURIComponent(category.slug)}`;
}

/** Where the deals live: discounted games, the largest discount first. */
export const DEALS_PATH = '/deals';

/** The store's games for one platform. */
export function platformHref(platform: string): string {
  return `${STORE_PATH}?${new URLSearchParams({ platform })}`;
}

/** A listing's canonical address: its path, and the page number past the first; filters are left out. */
export function listingCanonicalPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
