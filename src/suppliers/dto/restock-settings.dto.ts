import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_BUY_PRICE_CENTS, MAX_REORDER_QUANTITY, MAX_RESTOCK_MIN_STOCK } from '#contracts/suppliers.constants';

/** A product's restock settings, as the admin sets them. */
export class RestockSettingsDto {
  @ApiProperty({ description: "The wholesaler's product id, chosen from its product list", example: '6313f45e-1c3e-4d27-8a3b-1d0d1a7c5b11' })
  @IsString({ message: 'supplierProductId must be the id of a product of the wholesaler' })
  @MaxLength(100, { message: 'supplierProductId must be at most 100 characters' })
  @Matches(/^[\w.:-]+$/, { message: 'supplierProductId must be the id of a product of the wholesaler' })
  supplierProductId: string;

  @ApiProperty({ description: 'Buy when the stock falls below this many keys', minimum: 0, maximum: MAX_RESTOCK_MIN_STOCK, example: 5 })
  @IsInt({ message: `minStock must be a whole number of keys from 0 to ${MAX_RESTOCK_MIN_STOCK}` })
  @Min(0, { message: `minStock must be a whole number of keys from 0 to ${MAX_RESTOCK_MIN_STOCK}` })
  @Max(MAX_RESTOCK_MIN_STOCK, { message: `minStock must be a whole number of keys from 0 to ${MAX_RESTOCK_MIN_STOCK}` })
  minStock: number;

  @ApiProperty({ description: 'Keys bought each time (plus what waiting orders lack)', minimum: 1, maximum: MAX_REORDER_QUANTITY, example: 10 })
  @IsInt({ message: `reorderQuantity must be a whole number of keys from 1 to ${MAX_REORDER_QUANTITY}` })
  @Min(1, { message: `reorderQuantity must be a whole number of keys from 1 to ${MAX_REORDER_QUANTITY}` })
  @Max(MAX_REORDER_QUANTITY, { message: `reorderQuantity must be a whole number of keys from 1 to ${MAX_REORDER_QUANTITY}` })
  reorderQuantity: number;

  @ApiProperty({ description: 'The most one key may cost, in euro cents', minimum: 1, maximum: MAX_BUY_PRICE_CENTS, example: 1500 })
  @IsInt({ message: `maxUnitPriceCents must be a whole number of cents from 1 to ${MAX_BUY_PRICE_CENTS}` })
  @Min(1, { message: `maxUnitPriceCents must be a whole number of cents from 1 to ${MAX_BUY_PRICE_CENTS}` })
  @Max(MAX_BUY_PRICE_CENTS, { message: `maxUnitPriceCents must be a whole number of cents from 1 to ${MAX_BUY_PRICE_CENTS}` })
  maxUnitPriceCents: number;
}

/** The admin's search of the wholesaler's products. */
export class SupplierProductsQueryDto {
  @ApiProperty({ required: false, description: 'Part of the name, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;
}
