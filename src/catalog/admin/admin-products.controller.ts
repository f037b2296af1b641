import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../../auth/guards.js';
import { AdminProductsService } from './admin-products.service.js';
import { AdminProductsQueryDto } from './dto/admin-products-query.dto.js';
import { UpdateProductDto } from './dto/update-product.dto.js';
import { ApiErrorResponses } from '../../common/swagger.js';
import { AdminProductPageView, AdminProductView } from '#contracts/catalog.contract';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Get()
  @ApiOperation({ summary: 'Every product, active or not, by name, 25 a page, with its stock; search matches part of the name in any case' })
  @ApiOkResponse({ type: AdminProductPageView })
  list(@Query() query: AdminProductsQueryDto) {
    return this.products.list(query.search ?? null, query.page ?? 1);
  }

  @Patch(':productId')
  @ApiOperation({ summary: 'Change the price, discount, active flag or category of a product; answers the product as it now is' })
  @ApiErrorResponses({ 400: 'A field is invalid, the category does not exist, or nothing was given', 404: 'No such product' })
  @ApiOkResponse({ type: AdminProductView })
  update(@CurrentUser() admin: AuthUser, @Param('productId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) productId: string, @Body() body: UpdateProductDto) {
    return this.products.update(admin, productId, body);
  }
}
