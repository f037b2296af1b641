import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsUUID, ValidateBy, ValidateIf } from 'class-validator';
import { ACTIVATION_PLATFORMS, type ActivationPlatform } from '#contracts/activation-platform.constants';
import { DELIVERY_KINDS, type DeliveryKind } from '#contracts/delivery-kind.constants';
import { MAX_LOW_STOCK_THRESHOLD } from '#contracts/stock-alerts.constants';
import { MAX_PRICE_CENTS } from '#contracts/catalog.constants';

const PRICE_MESSAGE = `priceCents must be a whole number of cents from 0 to ${MAX_PRICE_CENTS} (€${MAX_PRICE_CENTS / 100})`;
const DISCOUNT_MESSAGE = 'discountPercent must be a whole number from 0 to 100';
const THRESHOLD_MESSAGE = `lowStockThreshold must be a whole number of keys from 0 to ${MAX_LOW_STOCK_THRESHOLD}`;

/** A whole number in a range, refused with one message whatever is wrong with it. */
function WholeNumberBetween(min: number, max: number, message: string) {
  return ValidateBy(
    { name: 'wholeNumberBetween', constraints: [min, max], validator: { validate: (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max } },
    { message },
  );
}

/**
 * An admin's change to a product; only the fields given change. How price and discount move together
 * is `repriceProduct`'s rule: the price is what shoppers pay, the discount is off the list price.
 */
export class UpdateProductDto {
  @ApiPropertyOptional({ description: 'What shoppers pay, in euro cents', minimum: 0, maximum: MAX_PRICE_CENTS, example: 4499 })
  @ValidateIf((dto: UpdateProductDto) => dto.priceCents !== undefined)
  @WholeNumberBetween(0, MAX_PRICE_CENTS, PRICE_MESSAGE)
  priceCents?: number;

  @ApiPropertyOptional({ description: 'Per cent off the list price; alone, it sets the price from the list price', minimum: 0, maximum: 100, example: 25 })
  @ValidateIf((dto: UpdateProductDto) => dto.discountPercent !== undefined)
  @WholeNumberBetween(0, 100, DISCOUNT_MESSAGE)
  discountPercent?: number;

  @ApiPropertyOptional({ description: 'Whether the store shows and sells the product' })
  @ValidateIf((dto: UpdateProductDto) => dto.active !== undefined)
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ description: 'The category, or null for none', nullable: true, type: String, format: 'uuid' })
  @ValidateIf((dto: UpdateProductDto) => dto.categoryId !== undefined && dto.categoryId !== null)
  @IsUUID('all', { message: 'categoryId must be a category id (a UUID) or null' })
  categoryId?: string | null;

  @ApiPropertyOptional({ description: 'The owner is mailed once when the available keys fall below this; 0 turns the alert off', minimum: 0, maximum: MAX_LOW_STOCK_THRESHOLD, example: 5 })
  @ValidateIf((dto: UpdateProductDto) => dto.lowStockThreshold !== undefined)
  @WholeNumberBetween(0, MAX_LOW_STOCK_THRESHOLD, THRESHOLD_MESSAGE)
  lowStockThreshold?: number;

  @ApiPropertyOptional({ enum: DELIVERY_KINDS, description: 'key: delivered at once; steam_gift: an admin sends a trade offer; physical: shipped to the checkout address' })
  @ValidateIf((dto: UpdateProductDto) => dto.deliveryKind !== undefined)
  @IsIn(DELIVERY_KINDS, { message: `deliveryKind must be one of: ${DELIVERY_KINDS.join(', ')}` })
  deliveryKind?: DeliveryKind;

  @ApiPropertyOptional({ enum: ACTIVATION_PLATFORMS, nullable: true, description: 'Where the key is activated, or null for none (physical items, other platforms)' })
  @ValidateIf((dto: UpdateProductDto) => dto.activationPlatform !== undefined && dto.activationPlatform !== null)
  @IsIn(ACTIVATION_PLATFORMS, { message: `activationPlatform must be null or one of: ${ACTIVATION_PLATFORMS.join(', ')}` })
  activationPlatform?: ActivationPlatform | null;
}
