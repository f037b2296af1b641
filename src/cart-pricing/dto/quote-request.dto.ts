import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsObject, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { QUANTITY_PER_PRODUCT_CEILING } from '../../config/environment.js';

/** For a line that is not an object: ValidateNested alone lets a nested array through and checks nothing in it. */
export const CART_LINE_SHAPE = 'items must be a list of { productId, quantity }';

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
}

export class QuoteRequestDto {
  @ApiProperty({ type: [CartLineDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'items must hold at least one product' })
  @ArrayMaxSize(50, { message: 'items must hold at most 50 products' })
  @IsObject({ each: true, message: CART_LINE_SHAPE })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  items: CartLineDto[];
}
