import { ApiProperty } from '@nestjs/swagger';

/** A product whose available keys are below its low-stock threshold, with the alert that fired when they fell. */
export class LowStockProductView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() platform: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'Keys available now' }) stock: number;
  @ApiProperty() threshold: number;
  @ApiProperty({ format: 'date-time', description: 'When the stock fell below the threshold (the latest alert)' }) alertedAt: string;
  @ApiProperty({ description: 'How many keys were left when the alert fired' }) stockAtAlert: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the owner was mailed about it; null until the next run of the alert task' })
  mailedAt: string | null;
}

/** `GET /api/admin/stock-alerts`: the products below their threshold, fewest keys first. */
export class LowStockListView {
  @ApiProperty({ type: () => [LowStockProductView] }) items: LowStockProductView[];
  @ApiProperty({ description: 'How many products are below their threshold, of which at most 100 are listed' }) total: number;
}
