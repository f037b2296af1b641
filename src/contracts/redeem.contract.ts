import { ApiProperty } from '@nestjs/swagger';
import { ImportLineProblem } from './line-problem.contract.js';

export type RedeemCodeKind = 'product' | 'credit';
const KINDS: RedeemCodeKind[] = ['product', 'credit'];

/**
 * The answer of `POST /api/redeem` (field names as the spec's redeem call has them). A failure is
 * an error answer instead, `{ status, code, message }`.
 */
export class RedeemResult {
  @ApiProperty({ type: Boolean, description: 'Always true' }) success: true;
  @ApiProperty({ enum: KINDS }) type: RedeemCodeKind;
  @ApiProperty({ type: String, nullable: true, description: 'The game received, for a product code' }) product_name: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The credit received in euros (e.g. 5.5), for a credit code' }) credit_amount: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The same credit in euro cents' }) credit_amount_cents: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The zero-total order that delivers the game, for a product code' }) order_number: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Always null' }) error: null;
}

/** One redeem code as the admin sees it: masked, never in full after it was created. */
export class AdminRedeemCodeView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() maskedCode: string;
  @ApiProperty({ enum: KINDS }) kind: RedeemCodeKind;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) productId: string | null;
  @ApiProperty({ type: String, nullable: true }) productName: string | null;
  @ApiProperty({ type: Number, nullable: true }) creditCents: number | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) redeemedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) redeemedByEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) orderNumber: string | null;
}

export class AdminRedeemCodePageView {
  @ApiProperty({ type: () => [AdminRedeemCodeView] }) items: AdminRedeemCodeView[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
}

/** Newly generated codes, in full: shown once, then only their masked form is ever shown again. */
export class GeneratedRedeemCodesView {
  @ApiProperty({ enum: KINDS }) kind: RedeemCodeKind;
  @ApiProperty({ type: String, nullable: true }) productName: string | null;
  @ApiProperty({ type: Number, nullable: true }) creditCents: number | null;
  @ApiProperty({ type: [String] }) codes: string[];
}

/** What an import of a list of codes did. */
export class ImportedRedeemCodesView {
  @ApiProperty() added: number;
  @ApiProperty({ type: () => [ImportLineProblem] }) duplicates: ImportLineProblem[];
  @ApiProperty({ type: () => [ImportLineProblem] }) invalid: ImportLineProblem[];
}
