import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const REDEEM_CODE_STATUSES = ['unused', 'redeemed'] as const;
export type RedeemCodeStatus = (typeof REDEEM_CODE_STATUSES)[number];

/** The admin's list of codes: unused, redeemed or all, a page of 25. */
export class RedeemCodesQueryDto {
  @ApiPropertyOptional({ enum: REDEEM_CODE_STATUSES })
  @IsOptional()
  @IsIn(REDEEM_CODE_STATUSES, { message: 'status must be unused or redeemed' })
  status?: RedeemCodeStatus;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(10_000)
  page?: number;
}
