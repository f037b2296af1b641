import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PageCache } from './page-cache.js';
import { SsrRenderer } from './ssr.renderer.js';

/** Server-side rendering of the store's pages; loaded in the web role only. */
@Module({ imports: [CatalogModule], providers: [SsrRenderer, PageCache], exports: [SsrRenderer] })
export class SsrModule {}
