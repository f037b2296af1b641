import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { ACCOUNT_LINK_FILTERS, type AccountLinkFilter } from '#contracts/account-links.constants';

/** The admin's list of account links: the open ones (the default) or the reviewed ones; a page of 25. */
export class AccountLinksQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ACCOUNT_LINK_FILTERS, default: 'open' })
  @IsOptional()
  @IsIn(ACCOUNT_LINK_FILTERS, { message: 'status must be open or reviewed' })
  status?: AccountLinkFilter;
}
