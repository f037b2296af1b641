import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { KEY_CLAIM_STATUSES, type KeyClaimStatus } from '../key-claims.views.js';

/** The admin's list of claims: all (open first) or one status, a page of 25. */
export class KeyClaimsQueryDto {
  @ApiPropertyOptional({ enum: KEY_CLAIM_STATUSES })
  @IsOptional()
  @IsIn(KEY_CLAIM_STATUSES, { message: 'status must be open, replaced, credited or rejected' })
  status?: KeyClaimStatus;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(10_000)
  page?: number;
}
