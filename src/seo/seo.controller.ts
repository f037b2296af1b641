import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { CatalogService } from '../catalog/catalog.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { staticSitemapEntries } from './sitemap-pages.js';
import { robotsTxt, SitemapEntry, sitemapXml } from './sitemap.js';

const SITEMAP_PAGE = 100;

// Left out of the API document: files for crawlers at the fixed addresses they look for, not for API clients.
@ApiExcludeController()
@SkipAddressLimit()
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
  ) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: 'Rules for crawlers, naming the sitemap' })
  @ApiOkContent('text/plain', 'robots.txt')
  @ApiErrorResponses(500)
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Every public page: the static ones, each category and each active product' })
  @ApiOkContent('application/xml', 'The sitemap (sitemaps.org 0.9), cached for an hour')
  @ApiErrorResponses(503)
  async sitemap(): Promise<string> {
    const entries: SitemapEntry[] = staticSitemapEntries();
    for (const category of await this.catalog.categories()) entries.push({ path: `/category/${category.slug}`, priority: 0.7 });
    for (let page = 1; ; page++) {
      const result = await this.catalog.listProducts({ sort: 'name', page, limit: SITEMAP_PAGE });
      for (const product of result.items) entries.push({ path: `/product/${product.slug}`, priority: 0.8 });
      if (page >= result.pages) break;
    }
    return sitemapXml(this.config.publicUrl, entries);
  }
}
