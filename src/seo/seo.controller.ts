import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { ApiExcludeController, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { robotsTxt } from './sitemap.js';
import { SitemapService } from './sitemap.service.js';

// Left out of the API document: files for crawlers at the fixed addresses they look for, not for API clients.
@ApiExcludeController()
@SkipAddressLimit()
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sitemaps: SitemapService,
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
  @ApiOperation({ summary: 'The sitemap index: the pages file and one file per 50,000 active products' })
  @ApiOkContent('application/xml', 'A sitemap index (sitemaps.org 0.9), cached for an hour')
  @ApiErrorResponses(503)
  sitemapIndex(): Promise<string> {
    return this.sitemaps.index();
  }

  @Get('sitemaps/:file')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'One file of the sitemap index: pages.xml, or products-{n}.xml' })
  @ApiOkContent('application/xml', 'A sitemap (sitemaps.org 0.9) of at most 50,000 URLs, cached for an hour')
  @ApiErrorResponses({ 404: 'A file the index does not list' }, 503)
  sitemapFile(@Param('file') file: string): Promise<string> {
    return this.sitemaps.file(file);
  }
}
