import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { MAX_BULK_PUBLISH } from '#contracts/catalog.constants';

/** The drafts (or hidden products) to put on sale at once. */
export class PublishProductsDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_BULK_PUBLISH })
  @IsArray({ message: 'productIds must be a list of product ids' })
  @ArrayMinSize(1, { message: 'productIds must name at least one product' })
  @ArrayMaxSize(MAX_BULK_PUBLISH, { message: `productIds must name at most ${MAX_BULK_PUBLISH} products` })
  @IsUUID('all', { each: true, message: 'each of productIds must be a product id (a UUID)' })
  productIds: string[];
}
