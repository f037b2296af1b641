import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import type { RedeemCodeKind } from '#contracts/redeem.contract';

export const REDEEM_CODE_KINDS: readonly RedeemCodeKind[] = ['product', 'credit'];
export const MAX_CREDIT_CENTS = 100_000;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** What every code of a batch gives: a product, or an amount of credit. */
export class RedeemCodeBatchDto {
  @ApiProperty({ enum: REDEEM_CODE_KINDS })
  @IsIn(REDEEM_CODE_KINDS, { message: 'kind must be product or credit' })
  kind: RedeemCodeKind;

  @ApiPropertyOptional({ description: 'The product each code delivers (kind product)' })
  @ValidateIf((batch: RedeemCodeBatchDto) => batch.kind === 'product' || batch.productId !== undefined)
  @IsUUID('all', { message: 'productId must name a product (kind product needs one)' })
  productId?: string;

  @ApiPropertyOptional({ description: 'The credit each code gives, in euro cents (kind credit)', minimum: 1, maximum: MAX_CREDIT_CENTS })
  @ValidateIf((batch: RedeemCodeBatchDto) => batch.kind === 'credit' || batch.creditCents !== undefined)
  @IsInt({ message: 'creditCents must be a whole number of cents (kind credit needs one)' })
  @Min(1, { message: 'creditCents must be at least 1' })
  @Max(MAX_CREDIT_CENTS, { message: `creditCents must be at most ${MAX_CREDIT_CENTS} (€${MAX_CREDIT_CENTS / 100})` })
  creditCents?: number;

  @ApiPropertyOptional({ description: 'A label for the admin, such as where the codes are going', maxLength: 100 })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(100, { message: 'note must be at most 100 characters' })
  note?: string;
}
