import { Controller, Get, Header, Param } from '@nestjs/common';
import { Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { ProductNotFoundError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import { FeaturedQueryDto, ProductFilterDto, ProductQueryDto } from './dto/product-query.dto.js';

const JSON_TYPE = 'application/json; charset=utf-8';

@ApiTags('catalogue')
// Limited per address by the response cache's hook, without a Redis round trip (see cached-replies.ts).
@SkipAddressLimit()
@Controller('products')
export class ProductsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @Header('content-type', JSON_TYPE)
  @ApiOperation({ summary: 'A page of products: filters, search, sort; returns items, total, page, pages' })
  @ApiOkResponse({ description: '{ items, total, page, pages, limit }; prices in euro cents' })
  list(@Query() query: ProductQueryDto): Promise<string> {
    return this.catalog.listProductsJson(query.toQuery());
  }

  @Get('featured')
  @ApiOperation({ summary: 'The most popular products (default 8)' })
  featured(@Query() query: FeaturedQueryDto) {
    return this.catalog.featured(query.limit);
  }

  @Get('facets')
  @ApiOperation({ summary: 'How many products each category, platform and genre holds under the other filters' })
  facets(@Query() filters: ProductFilterDto) {
    return this.catalog.facets(filters);
  }

  @Get(':slugOrId')
  @ApiOperation({ summary: 'One product by slug or id' })
  @ApiNotFoundResponse({ description: 'No such active product' })
  async one(@Param('slugOrId') slugOrId: string) {
    const product = await this.catalog.product(slugOrId);
    if (!product) throw new ProductNotFoundError(slugOrId);
    return product;
  }
}
