import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiExcludeController, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { ProductNotFoundError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import { coverSvg } from './cover-art.js';

/** Serves the generated cover art of the demo catalogue at /media/covers/{slug}.svg. */
// Left out of the API document: an image at a fixed address outside /api, for <img> tags, not for API clients.
@ApiExcludeController()
@SkipAddressLimit()
@Controller('media/covers')
export class CoversController {
  constructor(private readonly catalog: CatalogService) {}

  @Get(':file')
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=86400')
  @ApiOperation({ summary: "A demo product's generated cover art; scene 0 to 3 picks one of its screenshots" })
  @ApiOkContent('image/svg+xml', 'The cover, an SVG image, cached for a day')
  @ApiErrorResponses({ 404: 'No such active product' })
  async cover(@Param('file') file: string, @Query('scene') scene?: string): Promise<string> {
    const slug = file.replace(/\.svg$/, '');
    const product = await this.catalog.product(slug);
    if (!product) throw new ProductNotFoundError(slug);
    return coverSvg(product.name, product.platform, Math.min(Number(scene) || 0, 3));
  }
}
