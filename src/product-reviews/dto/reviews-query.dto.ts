import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { REVIEW_VISIBILITIES, type ReviewVisibility } from '#contracts/reviews.constants';

/** The admin's list of reviews: all, or only the visible or the hidden ones; a page of 25. */
export class AdminReviewsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_VISIBILITIES })
  @IsOptional()
  @IsIn(REVIEW_VISIBILITIES, { message: 'visibility must be visible or hidden' })
  visibility?: ReviewVisibility;
}
