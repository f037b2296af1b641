import { describe, expect, it } from '@jest/globals';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.js';
import { INFORMATION_PAGES, pageSitemapEntries, staticSitemapEntries } from './sitemap-pages.js';

describe('sitemap', () => {
  it('lists the home page, the store, the deals and the seven information pages', () => {
    const paths = staticSitemapEntries().map((entry) => entry.path);
    expect(paths).toEqual(['/', '/products', '/deals', '/about', '/contact', '/faq', '/support', '/privacy-policy', '/terms-of-service', '/refund-policy']);
    expect(INFORMATION_PAGES).toHaveLength(7);
  });

  it('lists the categories after the static pages in the pages file', () => {
    const entries = pageSitemapEntries([{ id: 'c1', name: 'PC Games', slug: 'pc-games', image: null, parentId: null }]);
    expect(entries.at(-1)).toEqual({ path: '/category/pc-games', priority: 0.7 });
    expect(entries.slice(0, -1)).toEqual(staticSitemapEntries());
  });

  it('names each file of the index by its absolute URL and the day it last changed', () => {
    const xml = sitemapIndexXml('https://shop.example.com', [{ path: '/sitemaps/pages.xml' }, { path: '/sitemaps/products-1.xml', lastModified: '2026-11-21T10:00:00.000Z' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://shop.example.com/sitemaps/pages.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://shop.example.com/sitemaps/products-1.xml</loc><lastmod>2026-11-21</lastmod></sitemap>');
  });

  it('writes absolute, escaped URLs with their priority and date', () => {
    const xml = sitemapXml('https://shop.example.com', [
      { path: '/faq', priority: 0.5 },
      { path: '/product/tom&jerry', priority: 0.8, lastModified: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(xml).toContain('<url><loc>https://shop.example.com/faq</loc><priority>0.5</priority></url>');
    expect(xml).toContain('<loc>https://shop.example.com/product/tom&#38;jerry</loc><lastmod>2026-11-21</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('keeps crawlers out of accounts and the API, and not out of the information pages', () => {
    const robots = robotsTxt('https://shop.example.com');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    for (const path of INFORMATION_PAGES) expect(robots).not.toContain(`Disallow: ${path}`);
  });
});
