import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_KINDS, type DeliveryKind } from './delivery-kind.constants.js';

/** A cart priced by the server. Money in euro cents. */

/** quantity_limit: more of the product than one order may hold (maxQuantityPerProduct). */
export type CartLineProblem = 'not_found' | 'unavailable' | 'quantity_limit' | 'insufficient_stock';
const LINE_PROBLEMS: CartLineProblem[] = ['not_found', 'unavailable', 'quantity_limit', 'insufficient_stock'];

export class QuotedLine {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) slug: string | null;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ type: String, nullable: true }) platform: string | null;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPriceCents: number;
  @ApiProperty() lineTotalCents: number;
  @ApiProperty() stock: number;
  @ApiProperty({ enum: LINE_PROBLEMS, nullable: true }) problem: CartLineProblem | null;
  @ApiProperty({ enum: DELIVERY_KINDS, nullable: true, description: 'How the item is delivered; null for an unknown product' }) deliveryKind: DeliveryKind | null;
  @ApiProperty({ type: String, nullable: true, description: 'A pre-order: its release date (YYYY-MM-DD), when its keys are delivered; it sells without stock' })
  preOrderReleaseDate: string | null;
}

export class CartQuote {
  @ApiProperty({ type: () => [QuotedLine] }) lines: QuotedLine[];
  @ApiProperty() itemCount: number;
  @ApiProperty() subtotalCents: number;
  @ApiProperty() serviceFeeCents: number;
  @ApiProperty() totalCents: number;
  @ApiProperty({ description: 'Rand cents' }) totalZarCents: number;
  @ApiProperty() zarPerEur: number;
  @ApiProperty({ description: 'The most keys of one product one order may hold' }) maxQuantityPerProduct: number;
  @ApiProperty({ description: 'An item names Steam in its platform or category: checkout asks for a Steam trade URL' }) requiresSteamTradeUrl: boolean;
  @ApiProperty({ description: 'An item is a Steam gift: the trade offer goes to that URL (the recipient\'s, for a gift)' }) hasSteamGifts: boolean;
  @ApiProperty({ description: 'An item is physical: checkout asks for a shipping address' }) requiresShippingAddress: boolean;
  @ApiProperty({ description: 'True when every line can be bought as it stands' }) purchasable: boolean;
}
