/** A run of active products in slug order, as one sitemap file lists them: where it starts and its latest change. */
export interface SitemapSection {
  firstSlug: string;
  lastModified: string;
}

/** A product as a sitemap lists it. */
export interface SitemapProduct {
  slug: string;
  lastModified: string;
}
