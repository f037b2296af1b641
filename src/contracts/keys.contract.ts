import { ApiProperty } from '@nestjs/swagger';
import { ImportLineProblem } from './line-problem.contract.js';

/** What adding a list of keys to a product did; lines are numbered from 1, and no key is ever echoed. */
export class KeyImportReport {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() added: number;
  @ApiProperty({ type: () => [ImportLineProblem] }) duplicates: ImportLineProblem[];
  @ApiProperty({ type: () => [ImportLineProblem] }) invalid: ImportLineProblem[];
  @ApiProperty({ description: "The product's keys available for sale, after the import" }) stock: number;
}

/** A delivered key as the account and the admin show it: masked, with when it was first revealed. */
export class DeliveredKeyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() platform: string;
  @ApiProperty() masked: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revealedAt: string | null;
}
