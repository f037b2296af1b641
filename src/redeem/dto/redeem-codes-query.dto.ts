import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';

export const REDEEM_CODE_STATUSES = ['unused', 'redeemed'] as const;
export type RedeemCodeStatus = (typeof REDEEM_CODE_STATUSES)[number];

/** The admin's list of codes: unused, redeemed or all, a page of 25. */
export class RedeemCodesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REDEEM_CODE_STATUSES })
  @IsOptional()
  @IsIn(REDEEM_CODE_STATUSES, { message: 'status must be unused or redeemed' })
  status?: RedeemCodeStatus;
}
