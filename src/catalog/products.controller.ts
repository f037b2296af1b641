import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { ProductNotFoundError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import { FeaturedQueryDto, ProductFilterDto, ProductQueryDto } from './dto/product-query.dto.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { FacetsView, ProductCardView, ProductDetailView, ProductPageView } from '#contracts/catalog.contract';

const JSON_TYPE = 'application/json; charset=utf-8';

@ApiTags('catalogue')
// Limited per address by the response cache's hook, without a Redis round trip (see cached-replies.ts).
@SkipAddressLimit()
@ApiErrorResponses(400, 429)
@Controller('products')
export class ProductsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @Header('content-type', JSON_TYPE)
  @ApiOperation({ summary: 'A page of products: filters, search, sort; returns items, total, page, pages' })
  @ApiOkResponse({ type: ProductPageView, description: 'Prices in euro cents' })
  list(@Query() query: ProductQueryDto): Promise<string> {
    return this.catalog.listProductsJson(query.toQuery());
  }

  @Get('featured')
  @ApiOperation({ summary: 'The most popular products (default 8)' })
  @ApiOkResponse({ type: ProductCardView, isArray: true })
  featured(@Query() query: FeaturedQueryDto) {
    return this.catalog.featured(query.limit);
  }

  @Get('facets')
  @ApiOperation({ summary: 'How many products each category, platform and genre holds under the other filters' })
  @ApiOkResponse({ type: FacetsView })
  facets(@Query() filters: ProductFilterDto) {
    return this.catalog.facets(filters);
  }

  @Get(':slugOrId')
  @ApiOperation({ summary: 'One product by slug or id' })
  @ApiErrorResponses({ 404: 'No such active product' })
  @ApiResponse({ status: 308, description: 'An old slug of a renamed product: Location names its current address' })
  @ApiOkResponse({ type: ProductDetailView })
  async one(@Param('slugOrId') slugOrId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const product = await this.catalog.product(slugOrId);
    if (product) return product;
    const current = await this.catalog.currentSlug(slugOrId);
    if (!current) throw new ProductNotFoundError(slugOrId);
    reply.code(308).header('location', `/api/products/${encodeURIComponent(current)}`);
    return { moved: true, slug: current };
  }
}
