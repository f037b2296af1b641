import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { ProductNotFoundError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import { coverSvg } from './cover-art.js';

/** Serves the generated cover art of the demo catalogue at /media/covers/{slug}.svg. */
@ApiExcludeController()
@SkipAddressLimit()
@Controller('media/covers')
export class CoversController {
  constructor(private readonly catalog: CatalogService) {}

  @Get(':file')
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=86400')
  async cover(@Param('file') file: string, @Query('scene') scene?: string): Promise<string> {
    const slug = file.replace(/\.svg$/, '');
    const product = await this.catalog.product(slug);
    if (!product) throw new ProductNotFoundError(slug);
    return coverSvg(product.name, product.platform, Math.min(Number(scene) || 0, 3));
  }
}
