import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MAX_REFUND_REASON, REFUND_METHODS, type RefundLineRequest, type RefundMethod } from '#contracts/orders.constants';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** Refunds one line of an order whose keys were never revealed: a duplicate purchase. */
export class RefundLineDto implements RefundLineRequest {
  @ApiProperty({ description: 'The product of the line to refund', format: 'uuid' })
  @IsUUID('all', { message: 'productId must be the id (a UUID) of a product in the order' })
  productId: string;

  @ApiProperty({ enum: REFUND_METHODS, description: '`credit`: store credit at once; `gateway`: recorded for the owner to refund at PayFast' })
  @IsIn(REFUND_METHODS, { message: 'method must be credit or gateway' })
  method: RefundMethod;

  @ApiPropertyOptional({ maxLength: MAX_REFUND_REASON, description: 'Why, in words for the customer: it is in their mail', example: 'Bought twice by mistake' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'reason must be text' })
  @MaxLength(MAX_REFUND_REASON, { message: `reason must be at most ${MAX_REFUND_REASON} characters` })
  reason?: string;
}
