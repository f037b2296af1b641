import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { AlertPreferencesView, RestockRequestView, WishlistIdsView, WishlistMergeView, WishlistView } from '#contracts/wishlists.contract';
import { AlertPreferencesDto, MergeWishlistDto } from './dto/wishlist.dto.js';
import { RestockRequestsService } from './restock-requests.service.js';
import { WishlistsService } from './wishlists.service.js';

const PRODUCT_ID = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** The signed-in shopper's wishlist, "notify me" requests and alert settings: always their own. */
@ApiTags('account')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller('me')
export class WishlistsController {
  constructor(
    private readonly wishlists: WishlistsService,
    private readonly restock: RestockRequestsService,
  ) {}

  @Get('wishlist')
  @ApiOperation({ summary: 'Your wishlist, newest first, each game with its price and stock now' })
  @ApiOkResponse({ type: WishlistView })
  list(@CurrentUser() user: AuthUser): Promise<WishlistView> {
    return this.wishlists.list(user.id);
  }

  @Get('wishlist/ids')
  @ApiOperation({ summary: 'The ids of your wishlisted games and of those you asked to be told about' })
  @ApiOkResponse({ type: WishlistIdsView })
  ids(@CurrentUser() user: AuthUser): Promise<WishlistIdsView> {
    return this.wishlists.ids(user.id);
  }

  @Put('wishlist/:productId')
  @ApiOperation({ summary: 'Add a game to your wishlist (again changes nothing); its price drops are mailed unless turned off' })
  @ApiErrorResponses({ 404: 'product_not_found', 409: 'wishlist_full: it holds 200 games already' })
  @ApiOkResponse({ type: WishlistIdsView })
  add(@CurrentUser() user: AuthUser, @Param('productId', PRODUCT_ID) productId: string): Promise<WishlistIdsView> {
    return this.wishlists.add(user.id, productId);
  }

  @Delete('wishlist/:productId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a game from your wishlist' })
  @ApiErrorResponses({ 404: 'not_wishlisted' })
  @ApiNoContentResponse({ description: 'Removed' })
  remove(@CurrentUser() user: AuthUser, @Param('productId', PRODUCT_ID) productId: string): Promise<void> {
    return this.wishlists.remove(user.id, productId);
  }

  @Post('wishlist/merge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add the games a signed-out browser kept, as far as there is room; sending it again adds nothing' })
  @ApiOkResponse({ type: WishlistMergeView })
  merge(@CurrentUser() user: AuthUser, @Body() body: MergeWishlistDto): Promise<WishlistMergeView> {
    return this.wishlists.merge(user.id, body.productIds);
  }

  @Get('alert-preferences')
  @ApiOperation({ summary: 'Whether price drops of your wishlisted games are mailed to you' })
  @ApiOkResponse({ type: AlertPreferencesView })
  preferences(@CurrentUser() user: AuthUser): Promise<AlertPreferencesView> {
    return this.wishlists.priceDropMails(user.id);
  }

  @Put('alert-preferences')
  @ApiOperation({ summary: 'Turn price-drop mails on or off' })
  @ApiOkResponse({ type: AlertPreferencesView })
  setPreferences(@CurrentUser() user: AuthUser, @Body() body: AlertPreferencesDto): Promise<AlertPreferencesView> {
    return this.wishlists.setPriceDropMails(user.id, body.priceDropMails);
  }

  @Put('restock-requests/:productId')
  @ApiOperation({ summary: '"Notify me": one mail to your verified address when this sold-out game is back in stock' })
  @ApiErrorResponses({
    403: 'email_not_verified',
    404: 'product_not_found',
    409: 'product_in_stock: buy it now; restock_requests_full: 100 requests wait already',
  })
  @ApiOkResponse({ type: RestockRequestView })
  requestRestock(@CurrentUser() user: AuthUser, @Param('productId', PRODUCT_ID) productId: string): Promise<RestockRequestView> {
    return this.restock.request(user, productId);
  }

  @Delete('restock-requests/:productId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel your "notify me" request for a game' })
  @ApiErrorResponses({ 404: 'no_restock_request' })
  @ApiNoContentResponse({ description: 'Cancelled' })
  cancelRestock(@CurrentUser() user: AuthUser, @Param('productId', PRODUCT_ID) productId: string): Promise<void> {
    return this.restock.cancel(user.id, productId);
  }
}
