import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { QUANTITY_PER_PRODUCT_CEILING } from '../../config/environment.js';

/** The most lines one cart may hold; a longer list is refused before any line is looked at. */
export const MAX_CART_LINES = 50;

export class CartLineDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'productId must be a product id' })
  productId: string;

  /** How many one order may hold (MAX_QUANTITY_PER_PRODUCT) is the quote's rule, for the product however many lines name it; this only bounds the input. */
  @ApiProperty({ minimum: 1, maximum: QUANTITY_PER_PRODUCT_CEILING })
  @Min(1)
  @Max(QUANTITY_PER_PRODUCT_CEILING, { message: `quantity must not be more than ${QUANTITY_PER_PRODUCT_CEILING}` })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity: number;

  /** Recorded on the order line at checkout, and trusted for nothing else: the shopper was warned the key may not activate where they are. */
  @ApiPropertyOptional({ description: 'The shopper saw the region warning for this key and added it anyway (recorded on the order line)' })
  @IsOptional()
  @IsBoolean({ message: 'regionWarningShown must be true or false' })
  regionWarningShown?: boolean;
}

/** The cart's lines, as the quote and the checkout take them. */
export function CartLines() {
  return applyDecorators(
    ApiProperty({ type: [CartLineDto], minItems: 1, maxItems: MAX_CART_LINES }),
    IsArray(),
    ArrayMinSize(1, { message: 'items must hold at least one product' }),
    ArrayMaxSize(MAX_CART_LINES, { message: `items must hold at most ${MAX_CART_LINES} products` }),
    // For a line that is not an object: ValidateNested alone lets a nested array through and checks nothing in it.
    IsObject({ each: true, message: 'items must be a list of { productId, quantity }' }),
    ValidateNested({ each: true }),
    Type(() => CartLineDto),
  );
}

export class QuoteRequestDto {
  @CartLines()
  items: CartLineDto[];
}
