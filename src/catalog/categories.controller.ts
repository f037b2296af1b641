import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { CatalogService } from './catalog.service.js';

@ApiTags('catalogue')
// Limited per address by the response cache's hook, without a Redis round trip (see cached-replies.ts).
@SkipAddressLimit()
@Controller('categories')
export class CategoriesController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({ summary: 'Every category: id, name, slug, image, parentId' })
  all() {
    return this.catalog.categories();
  }
}
