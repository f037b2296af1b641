import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, RequireRecentSecondFactor, SignedIn } from '../auth/guards.js';
import { DomainError } from '../common/errors/domain-error.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutDto } from './dto/checkout.dto.js';
import { OrderAccountService } from './order-account.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { CheckoutResult, OrderView, RevealedKeyView } from '#contracts/orders.contract';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

@ApiTags('orders')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller()
export class OrdersController {
  constructor(
    private readonly checkoutService: CheckoutService,
    private readonly account: OrderAccountService,
  ) {}

  @Post('checkout')
  @HttpCode(201)
  @ApiOperation({ summary: 'Place a pending order for the cart, reserve its keys, and get the payment form' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key answers the same order (a double click makes one order)' })
  @ApiErrorResponses({ 400: 'More keys of a product than one order may hold (MAX_QUANTITY_PER_PRODUCT), or an invalid form', 403: 'email_not_verified: the account\'s e-mail address is not verified yet (keys are sent there); reauthentication_required: the order spends more store credit than STEP_UP_CREDIT_ABOVE_CENTS and the account has a second factor not proved recently', 409: 'A product is short of stock or no longer available, or the keys awaiting payment of this account or address would pass their cap', 429: 'Too many orders placed from this account or address in the last hour, or too many failed payments today' })
  @ApiCreatedResponse({ type: CheckoutResult })
  checkout(@CurrentUser() user: AuthUser, @Body() form: CheckoutDto, @Req() request: FastifyRequest, @Headers('idempotency-key') idempotencyKey?: string) {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new DomainError('invalid', 'bad_idempotency_key', 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.');
    }
    return this.checkoutService.checkout(user, form, idempotencyKey ?? null, request.ip ?? null);
  }

  @Get('orders/:orderNumber')
  @ApiOperation({ summary: 'One of your orders: items, amounts, status history and its delivered keys, masked' })
  @ApiErrorResponses({ 404: 'No such order in your account' })
  @ApiOkResponse({ type: OrderView })
  one(@CurrentUser() user: AuthUser, @Param('orderNumber') orderNumber: string) {
    return this.account.view(user, orderNumber);
  }

  @Post('orders/:orderNumber/keys/:keyId/reveal')
  @RequireRecentSecondFactor()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Show one delivered key of your order in full; the first reveal is recorded' })
  @ApiErrorResponses({ 404: 'No such order in your account, or no such delivered key in it' })
  @ApiOkResponse({ type: RevealedKeyView })
  reveal(@CurrentUser() user: AuthUser, @Param('orderNumber') orderNumber: string, @Param('keyId') keyId: string) {
    return this.account.reveal(user, orderNumber, keyId);
  }
}
