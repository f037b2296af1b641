import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { SeoController } from './seo.controller.js';
import { SitemapService } from './sitemap.service.js';

/** /robots.txt and the sitemap index with its files, built from the live catalogue. */
@Module({ imports: [CatalogModule], controllers: [SeoController], providers: [SitemapService] })
export class SeoModule {}
