import { Inject, Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SitemapFileNotFoundError } from './seo.errors.js';
import { pageSitemapEntries } from './sitemap-pages.js';
import { MAX_URLS_PER_SITEMAP, sitemapIndexXml, sitemapXml } from './sitemap.js';

export const PAGES_FILE = 'pages.xml';
// products-1.xml, products-2.xml…: bounded digits, so a file name never reaches the database as a huge number.
const PRODUCTS_FILE = /^products-([1-9][0-9]{0,5})\.xml$/;
const productsFile = (n: number) => `products-${n}.xml`;

/**
 * The sitemap as an index of files of at most 50,000 URLs: the pages file (static pages and
 * categories), then the products in slug order, each file one keyset range of the catalogue.
 */
@Injectable()
export class SitemapService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
  ) {}

  async index(): Promise<string> {
    const sections = await this.catalog.sitemapSections(MAX_URLS_PER_SITEMAP);
    const files = [
      { path: `/sitemaps/${PAGES_FILE}` },
      ...sections.map((section, i) => ({ path: `/sitemaps/${productsFile(i + 1)}`, lastModified: section.lastModified })),
    ];
    return sitemapIndexXml(this.config.publicUrl, files);
  }

  /** One file of the index by its name; a name the index does not list is not found. */
  async file(name: string): Promise<string> {
    if (name === PAGES_FILE) return sitemapXml(this.config.publicUrl, pageSitemapEntries(await this.catalog.categories()));
    const n = Number(PRODUCTS_FILE.exec(name)?.[1]);
    const sections = n ? await this.catalog.sitemapSections(MAX_URLS_PER_SITEMAP) : [];
    const section = sections[n - 1];
    if (!section) throw new SitemapFileNotFoundError(name);
    const products = await this.catalog.sitemapProducts(section.firstSlug, sections[n]?.firstSlug ?? null, MAX_URLS_PER_SITEMAP);
    const entries = products.map((product) => ({ path: `/product/${product.slug}`, lastModified: product.lastModified, priority: 0.8 }));
    return sitemapXml(this.config.publicUrl, entries);
  }
}
