import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { SingleLine } from '../../../common/dto/single-line-field.js';
import { MAX_PRICE_CENTS, PRODUCT_LIMITS } from '#contracts/catalog.constants';
import { PRICE_MESSAGE, trimmed, UpdateProductDto, WholeNumberBetween } from './update-product.dto.js';

/**
 * A new product: its name, platform and price at least; the slug comes from the name unless given.
 * It starts hidden, as a draft, and goes live once published with stock (images are uploaded to it then).
 */
export class CreateProductDto extends OmitType(UpdateProductDto, ['name', 'platform', 'priceCents', 'active', 'images'] as const) {
  @ApiProperty({ maxLength: PRODUCT_LIMITS.name, example: 'Stardew Valley' })
  @Transform(trimmed)
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(PRODUCT_LIMITS.name, { message: `name must be at most ${PRODUCT_LIMITS.name} characters` })
  @SingleLine('name')
  name: string;

  @ApiProperty({ maxLength: PRODUCT_LIMITS.platform, example: 'PC' })
  @Transform(trimmed)
  @IsString({ message: 'platform must be text' })
  @MinLength(1, { message: 'platform must not be empty' })
  @MaxLength(PRODUCT_LIMITS.platform, { message: `platform must be at most ${PRODUCT_LIMITS.platform} characters` })
  @SingleLine('platform')
  platform: string;

  @ApiProperty({ description: 'What shoppers pay, in euro cents (the discounted price when a discount is given)', minimum: 0, maximum: MAX_PRICE_CENTS, example: 1499 })
  @WholeNumberBetween(0, MAX_PRICE_CENTS, PRICE_MESSAGE)
  priceCents: number;
}
