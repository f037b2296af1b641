import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { ProductNotFoundError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import { FeaturedQueryDto, ProductFilterDto, ProductLookupQueryDto, ProductQueryDto, SuggestionsQueryDto } from './dto/product-query.dto.js';
import { ProductDiscoveryService } from './product-discovery.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { FacetsView, ProductCardView, ProductDetailView, ProductPageView, SuggestionsView } from '#contracts/catalog.contract';

const JSON_TYPE = 'application/json; charset=utf-8';

@ApiTags('catalogue')
// Limited per address by the cached replies, without a Redis round trip (see cached-replies.ts).
@SkipAddressLimit()
@ApiErrorResponses(400, 429)
@Controller('products')
export class ProductsController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly discovery: ProductDiscoveryService,
  ) {}

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

  @Get('suggestions')
  @ApiOperation({ summary: "The header search's suggestions as the shopper types: up to 6 games (matched as the store search matches), categories and platforms" })
  @ApiOkResponse({ type: SuggestionsView })
  suggestions(@Query() query: SuggestionsQueryDto) {
    return this.discovery.suggestions(query.q);
  }

  @Get('lookup')
  @ApiOperation({ summary: 'Current cards of up to 12 products by slug, in the order given (recently viewed games); unknown slugs are left out' })
  @ApiOkResponse({ type: ProductCardView, isArray: true })
  lookup(@Query() query: ProductLookupQueryDto) {
    return this.discovery.lookup(query.slugs);
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
