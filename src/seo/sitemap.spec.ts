import { describe, expect, it } from '@jest/globals';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { INFORMATION_PAGES, staticSitemapEntries } from './sitemap-pages.js';

describe('sitemap', () => {
  it('lists the home page, the store, the deals and the seven information pages', () => {
    const paths = staticSitemapEntries().map((entry) => entry.path);
    expect(paths).toEqual(['/', '/products', '/deals', '/about', '/contact', '/faq', '/support', '/privacy-policy', '/terms-of-service', '/refund-policy']);
    expect(INFORMATION_PAGES).toHaveLength(7);
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
