import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { CatalogService } from './catalog.service.js';
import { CategoryView } from '#contracts/catalog.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('catalogue')
// Limited per address by the cached replies, without a Redis round trip (see cached-replies.ts).
@SkipAddressLimit()
@ApiErrorResponses(400, 429)
@Controller('categories')
export class CategoriesController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({ summary: 'Every category: id, name, slug, image, parentId' })
  @ApiOkResponse({ type: CategoryView, isArray: true })
  all() {
    return this.catalog.categories();
  }
}
