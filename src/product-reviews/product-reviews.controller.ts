import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { PageQueryDto } from '../common/dto/page-query.dto.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { OwnReviewView, ProductReviewsPageView, ReviewStandingView } from '#contracts/reviews.contract';
import { WriteReviewDto } from './dto/write-review.dto.js';
import { ProductReviewsService } from './product-reviews.service.js';

@ApiTags('reviews')
@ApiErrorResponses(400, 429, { 404: 'No such active product' })
@Controller('products/:slugOrId/reviews')
export class ProductReviewsController {
  constructor(private readonly reviews: ProductReviewsService) {}

  @Get()
  @ApiOperation({ summary: "A page of the product's visible reviews, newest first, 10 a page, with their average and count" })
  @ApiOkResponse({ type: ProductReviewsPageView })
  list(@Param('slugOrId') slugOrId: string, @Query() query: PageQueryDto) {
    return this.reviews.page(slugOrId, query.page ?? 1);
  }

  @Get('mine')
  @SignedIn()
  @ApiOperation({ summary: 'Whether you may review the product (a delivered order of it), and your review, hidden or not' })
  @ApiOkResponse({ type: ReviewStandingView })
  mine(@CurrentUser() user: AuthUser, @Param('slugOrId') slugOrId: string) {
    return this.reviews.standing(user, slugOrId);
  }

  @Post()
  @SignedIn()
  @HttpCode(201)
  @ApiOperation({ summary: 'Review a game delivered to you: stars 1 to 5 and 10 to 2,000 characters; one review per game' })
  @ApiErrorResponses({ 403: 'Only buyers who received this game can review it', 409: 'You have already reviewed this game: edit your review instead' })
  @ApiCreatedResponse({ type: OwnReviewView })
  create(@CurrentUser() user: AuthUser, @Param('slugOrId') slugOrId: string, @Body() body: WriteReviewDto) {
    return this.reviews.create(user, slugOrId, body);
  }

  @Put('mine')
  @SignedIn()
  @ApiOperation({ summary: 'Edit your review of the product' })
  @ApiErrorResponses({ 404: 'No such product, or you have not reviewed it' })
  @ApiOkResponse({ type: OwnReviewView })
  update(@CurrentUser() user: AuthUser, @Param('slugOrId') slugOrId: string, @Body() body: WriteReviewDto) {
    return this.reviews.update(user, slugOrId, body);
  }

  @Delete('mine')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete your review of the product' })
  @ApiErrorResponses({ 404: 'No such product, or you have not reviewed it' })
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentUser() user: AuthUser, @Param('slugOrId') slugOrId: string) {
    return this.reviews.remove(user, slugOrId);
  }
}
