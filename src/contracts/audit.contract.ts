import { ApiProperty } from '@nestjs/swagger';

/** One entry of the admin audit log. */
export class AuditEntryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() actorEmail: string;
  @ApiProperty({ description: 'What was done, as `area.verb`: `product.update`, `keys.import`, `order.complete`, …' }) action: string;
  @ApiProperty({ type: String, nullable: true, description: 'What it was done to: a product id, an order number, or null' }) target: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Counts and changed values; never a key, a code or a secret' })
  details: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuditPageView {
  @ApiProperty({ type: () => [AuditEntryView] }) items: AuditEntryView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
}
