import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsString, IsUUID, MaxLength } from 'class-validator';
import { MAX_WISHLIST_ITEMS } from '#contracts/wishlists.constants';

/** The wishlist a signed-out browser kept, oldest first, to add to the account at sign-in. */
export class MergeWishlistDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: MAX_WISHLIST_ITEMS, description: 'Product ids, oldest first' })
  @IsArray()
  @ArrayMinSize(1, { message: 'productIds must hold at least one game' })
  @ArrayMaxSize(MAX_WISHLIST_ITEMS, { message: `productIds must hold at most ${MAX_WISHLIST_ITEMS} games` })
  @IsUUID('all', { each: true, message: 'productIds must be product ids' })
  productIds: string[];
}

export class AlertPreferencesDto {
  @ApiProperty({ description: 'Mail me when a wishlisted game gets cheaper' })
  @IsBoolean({ message: 'priceDropMails must be true or false' })
  priceDropMails: boolean;
}

/** An unsubscribe link's token, as the link carries it in its query. */
export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The token of the link in the mail' })
  @IsString()
  @MaxLength(200, { message: 'token must be an unsubscribe link token' })
  token: string;
}
