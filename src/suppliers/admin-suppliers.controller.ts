import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { PageQueryDto } from '../common/dto/page-query.dto.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { PurchasePageView, RestockSettingsView, SupplierProductListView } from '#contracts/suppliers.contract';
import { RestockSettingsDto, SupplierProductsQueryDto } from './dto/restock-settings.dto.js';
import { RestockAdminService } from './restock-admin.service.js';

const productIdPipe = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin')
export class AdminSuppliersController {
  constructor(private readonly restock: RestockAdminService) {}

  @Get('suppliers/products')
  @ApiOperation({ summary: "The wholesaler's products whose name holds the search, by name, at most 50, with the price of one key and its stock" })
  @ApiErrorResponses({ 503: 'The wholesaler could not be asked' })
  @ApiOkResponse({ type: SupplierProductListView })
  supplierProducts(@Query() query: SupplierProductsQueryDto) {
    return this.restock.supplierProducts(query.search);
  }

  @Get('products/:productId/restock')
  @ApiOperation({ summary: "The product's restock settings, null when it is not restocked from the wholesaler" })
  @ApiErrorResponses({ 404: 'No such product' })
  @ApiOkResponse({ type: RestockSettingsView })
  get(@Param('productId', productIdPipe) productId: string) {
    return this.restock.get(productId);
  }

  @Put('products/:productId/restock')
  @ApiOperation({ summary: "Restock the product from the wholesaler's product: below the minimum stock, buy the reorder quantity at no more than the maximum price" })
  @ApiErrorResponses({ 404: 'No such product, or the wholesaler has no such product', 409: 'The wholesaler is not configured', 503: 'The wholesaler could not be asked' })
  @ApiOkResponse({ type: RestockSettingsView })
  set(@CurrentUser() admin: AuthUser, @Param('productId', productIdPipe) productId: string, @Body() body: RestockSettingsDto) {
    return this.restock.set(admin, productId, body);
  }

  @Delete('products/:productId/restock')
  @ApiOperation({ summary: 'Stop restocking the product from the wholesaler' })
  @ApiErrorResponses({ 404: 'No such product' })
  @ApiOkResponse({ type: RestockSettingsView })
  remove(@CurrentUser() admin: AuthUser, @Param('productId', productIdPipe) productId: string) {
    return this.restock.remove(admin, productId);
  }

  @Get('purchases')
  @ApiOperation({ summary: 'Purchases from the wholesaler, newest first, 25 a page, with what today cost against the daily spend cap' })
  @ApiOkResponse({ type: PurchasePageView })
  purchases(@Query() query: PageQueryDto) {
    return this.restock.purchasePage(query.page ?? 1);
  }
}
