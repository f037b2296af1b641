import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { AdminReviewPageView, AdminReviewView } from '#contracts/reviews.contract';
import { AdminReviewsQueryDto } from './dto/reviews-query.dto.js';
import { ProductReviewsAdminService } from './product-reviews-admin.service.js';

const reviewId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/reviews')
export class AdminProductReviewsController {
  constructor(private readonly reviews: ProductReviewsAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Every review, newest first, 25 a page: all, or only the visible or the hidden ones' })
  @ApiOkResponse({ type: AdminReviewPageView })
  list(@Query() query: AdminReviewsQueryDto) {
    return this.reviews.page(query.visibility ?? null, query.page ?? 1);
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide an abusive review: shoppers no longer see it nor count it in the rating; its author sees it marked hidden' })
  @ApiErrorResponses({ 404: 'No such review', 409: 'The review is hidden already' })
  @ApiOkResponse({ type: AdminReviewView })
  hide(@CurrentUser() admin: AuthUser, @Param('id', reviewId) id: string) {
    return this.reviews.setHidden(admin, id, true);
  }

  @Post(':id/unhide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a hidden review again' })
  @ApiErrorResponses({ 404: 'No such review', 409: 'The review is not hidden' })
  @ApiOkResponse({ type: AdminReviewView })
  unhide(@CurrentUser() admin: AuthUser, @Param('id', reviewId) id: string) {
    return this.reviews.setHidden(admin, id, false);
  }
}
