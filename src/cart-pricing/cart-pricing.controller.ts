import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CartPricingService } from './cart-pricing.service.js';
import { QuoteRequestDto } from './dto/quote-request.dto.js';
import { CartQuote } from '#contracts/cart.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('cart')
@ApiErrorResponses(400, 429)
@Controller('cart')
export class CartPricingController {
  constructor(private readonly pricing: CartPricingService) {}

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Price a cart: lines, subtotal, 10% service fee, total, ZAR amount, Steam rule, stock problems' })
  @ApiOkResponse({ type: CartQuote, description: 'Amounts in euro cents (totalZarCents in rand cents)' })
  quote(@Body() body: QuoteRequestDto) {
    return this.pricing.quote(body.items);
  }
}
