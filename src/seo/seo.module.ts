import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { SeoController } from './seo.controller.js';

/** /robots.txt and /sitemap.xml, built from the live catalogue. */
@Module({ imports: [CatalogModule], controllers: [SeoController] })
export class SeoModule {}
