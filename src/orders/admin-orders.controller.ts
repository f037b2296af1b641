import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminOrdersQueryDto } from './dto/admin-orders-query.dto.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { AdminOrderPageView, AdminOrderView } from '#contracts/orders.contract';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get()
  @ApiOperation({ summary: 'Orders, newest first, 25 a page, with their lines; optionally of one status or of one stage that waits for an admin' })
  @ApiOkResponse({ type: AdminOrderPageView })
  list(@Query() query: AdminOrdersQueryDto) {
    return this.orders.list({ status: query.status ?? null, stage: query.stage ?? null }, query.page ?? 1);
  }

  @Get(':orderNumber')
  @ApiOperation({ summary: 'One order with its contact fields, Steam trade URL, manual items, masked keys and history' })
  @ApiOkResponse({ type: AdminOrderView })
  detail(@Param('orderNumber') orderNumber: string) {
    return this.orders.detail(orderNumber);
  }

  @Post(':orderNumber/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Complete a processing order once its manual items (Steam trade, physical item) are done' })
  @ApiErrorResponses({ 409: 'The order is not processing' })
  @ApiOkResponse({ type: AdminOrderView })
  complete(@CurrentUser() admin: AuthUser, @Param('orderNumber') orderNumber: string) {
    return this.orders.complete(admin, orderNumber);
  }
}
