/** The sitemap protocol's ceiling on the URLs of one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  priority?: number;
}

/** The sitemap protocol's XML for absolute URLs under `publicUrl`. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(publicUrl + entry.path)}</loc>`];
    if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface SitemapFile {
  path: string;
  lastModified?: string;
}

/** A sitemap index naming the sitemap files under `publicUrl`. */
export function sitemapIndexXml(publicUrl: string, files: SitemapFile[]): string {
  const sitemaps = files.map((file) => {
    const parts = [`<loc>${escapeXml(publicUrl + file.path)}</loc>`];
    if (file.lastModified) parts.push(`<lastmod>${file.lastModified.slice(0, 10)}</lastmod>`);
    return `<sitemap>${parts.join('')}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers may read the store, not the API or anyone's account pages. */
export function robotsTxt(publicUrl: string): string {
  const closed = ['/api/', '/admin', '/dashboard', '/checkout', '/cart', '/auth', '/payment/', '/redeem-key', '/unsubscribe'];
  return `User-agent: *\nAllow: /\n${closed.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
