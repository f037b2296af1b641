import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { DomainError } from '../common/errors/domain-error.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutDto } from './dto/checkout.dto.js';
import { OrderNotFoundError } from './orders.errors.js';
import { OrdersRepository } from './orders.repository.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

@ApiTags('orders')
@SignedIn()
@Controller()
export class OrdersController {
  constructor(
    private readonly checkoutService: CheckoutService,
    private readonly orders: OrdersRepository,
  ) {}

  @Post('checkout')
  @HttpCode(201)
  @ApiOperation({ summary: 'Place a pending order for the cart, reserve its keys, and get the payment form' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key answers the same order (a double click makes one order)' })
  @ApiConflictResponse({ description: 'A product is short of stock or no longer available' })
  checkout(@CurrentUser() user: AuthUser, @Body() form: CheckoutDto, @Headers('idempotency-key') idempotencyKey?: string) {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new DomainError('invalid', 'bad_idempotency_key', 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.');
    }
    return this.checkoutService.checkout(user, form, idempotencyKey ?? null);
  }

  @Get('orders/:orderNumber')
  @ApiOperation({ summary: 'One of your orders, with its status (the payment pages follow it)' })
  async one(@CurrentUser() user: AuthUser, @Param('orderNumber') orderNumber: string) {
    const order = await this.orders.findOwn(user.id, orderNumber);
    if (!order) throw new OrderNotFoundError(orderNumber);
    return order;
  }
}
