import { ApiProperty } from '@nestjs/swagger';
import { REGIONS } from './regions.constants.js';

/** A game on the signed-in shopper's wishlist, as it is now. Money is integer euro cents. */
export class WishlistItemView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() platform: string;
  @ApiProperty({ enum: REGIONS }) region: string;
  @ApiProperty({ description: 'The price now' }) priceCents: number;
  @ApiProperty({ type: Number, nullable: true }) originalPriceCents: number | null;
  @ApiProperty({ description: 'Keys available for sale now' }) stock: number;
  @ApiProperty({ description: 'Whether the game is on sale at all (a withdrawn one stays listed)' }) active: boolean;
  @ApiProperty({ description: 'Whether a "notify me" request for it is waiting' }) notifyWhenInStock: boolean;
  @ApiProperty({ format: 'date-time' }) addedAt: string;
}

/** `GET /api/account/wishlist`: newest first, all of it (it is bounded). */
export class WishlistView {
  @ApiProperty({ type: () => [WishlistItemView] }) items: WishlistItemView[];
  @ApiProperty({ description: 'How many games it may hold' }) limit: number;
  @ApiProperty({ description: 'Whether price drops of these games are mailed (Settings)' }) priceDropMails: boolean;
}

/** The product ids on the wishlist (the hearts on cards), and those with a waiting "notify me" request. */
export class WishlistIdsView {
  @ApiProperty({ type: [String] }) productIds: string[];
  @ApiProperty({ type: [String], description: 'Products with a waiting "notify me" request' }) restockProductIds: string[];
}

/** After a merge of a browser's wishlist: how many games were new to the account. */
export class WishlistMergeView extends WishlistIdsView {
  @ApiProperty() added: number;
}

export class AlertPreferencesView {
  @ApiProperty({ description: 'Mail me when a wishlisted game gets cheaper' }) priceDropMails: boolean;
}

/** A "notify me" request: one mail when the game is back in stock. */
export class RestockRequestView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ description: 'Where the mail goes (the account\'s address)' }) email: string;
}

/** What an unsubscribe link turned off. */
export class UnsubscribeView {
  @ApiProperty({ enum: ['restock', 'price_drops'] }) kind: 'restock' | 'price_drops';
  @ApiProperty({ type: String, nullable: true, description: 'The game of a back-in-stock request' }) productName: string | null;
}
