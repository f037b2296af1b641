import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { KEY_CLAIM_STATUSES, type KeyClaimStatus } from '#contracts/claims.constants';

/** The admin's list of claims: all (open first) or one status, a page of 25. */
export class KeyClaimsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: KEY_CLAIM_STATUSES })
  @IsOptional()
  @IsIn(KEY_CLAIM_STATUSES, { message: 'status must be open, replaced, credited or rejected' })
  status?: KeyClaimStatus;
}
