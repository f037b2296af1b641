import { ApiProperty } from '@nestjs/swagger';
import { PURCHASE_STATES, type PurchaseStateName } from './suppliers.constants.js';

/** A product as the wholesaler lists it: what one key costs and how many it has. */
export class SupplierProductView {
  @ApiProperty() productId: string;
  @ApiProperty() name: string;
  @ApiProperty() platform: string;
  @ApiProperty({ description: 'Price of one key, in cents' }) unitPriceCents: number;
  @ApiProperty({ description: 'Keys the wholesaler has now' }) quantity: number;
}

/** `GET /api/admin/suppliers/products`: the wholesaler's products whose name holds the search, at most 50. */
export class SupplierProductListView {
  @ApiProperty({ description: 'Whether the wholesaler is configured; without it the list is empty' }) wholesalerConfigured: boolean;
  @ApiProperty({ type: () => [SupplierProductView] }) items: SupplierProductView[];
  @ApiProperty({ description: 'How many products matched, of which at most 50 are listed' }) total: number;
}

/** A product's restock settings; `settings` is null when the product is not restocked. */
export class RestockSettingsView {
  @ApiProperty({ description: 'Whether the wholesaler is configured (restocking is off otherwise)' }) wholesalerConfigured: boolean;
  @ApiProperty({ type: () => RestockSettingsFields, nullable: true }) settings: RestockSettingsFields | null;
}

export class RestockSettingsFields {
  @ApiProperty() supplierProductId: string;
  @ApiProperty() supplierProductName: string;
  @ApiProperty({ description: 'Buy when the stock falls below this' }) minStock: number;
  @ApiProperty({ description: 'Keys bought each time, plus what waiting orders lack' }) reorderQuantity: number;
  @ApiProperty({ description: 'The most one key may cost, in cents' }) maxUnitPriceCents: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Keys the wholesaler had when last asked' }) supplierQuantity: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Its price of one key when last asked, in cents' }) supplierUnitPriceCents: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) supplierCheckedAt: string | null;
}

/** One purchase from the wholesaler; never its codes. */
export class PurchaseView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty({ enum: PURCHASE_STATES }) state: PurchaseStateName;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was refused or failed, or why it needs an admin' }) reason: string | null;
  @ApiProperty() supplierProductId: string;
  @ApiProperty({ type: String, nullable: true }) supplierOrderId: string | null;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPriceCents: number;
  @ApiProperty() totalCents: number;
  @ApiProperty() keysAdded: number;
  @ApiProperty() keysDuplicate: number;
  @ApiProperty() codesUnusable: number;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** `GET /api/admin/purchases`: a page of purchases, newest first, and today's spend against the cap. */
export class PurchasePageView {
  @ApiProperty({ type: () => [PurchaseView] }) items: PurchaseView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'What purchases since midnight UTC cost, in cents' }) spentTodayCents: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The daily spend cap in cents; null when the wholesaler is not configured' }) dailySpendCapCents: number | null;
}
