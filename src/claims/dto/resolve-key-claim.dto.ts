import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, Length, ValidateIf } from 'class-validator';
import { KEY_CLAIM_ACTIONS, REJECT_REASON_MAX, REJECT_REASON_MIN, type KeyClaimAction } from '#contracts/claims.constants';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** How an admin resolves an open claim: replace the key, refund it as store credit, or reject the claim with a reason. */
export class ResolveKeyClaimDto {
  @ApiProperty({ enum: KEY_CLAIM_ACTIONS })
  @IsIn(KEY_CLAIM_ACTIONS, { message: 'action must be replace, credit or reject' })
  action: KeyClaimAction;

  @ApiPropertyOptional({ minLength: REJECT_REASON_MIN, maxLength: REJECT_REASON_MAX, description: 'Why the claim is rejected (action reject only); the customer reads it' })
  @ValidateIf((form: ResolveKeyClaimDto) => form.action === 'reject' || form.reason !== undefined)
  @Transform(trimmed)
  @Length(REJECT_REASON_MIN, REJECT_REASON_MAX, { message: `reason must be ${REJECT_REASON_MIN} to ${REJECT_REASON_MAX} characters: tell the customer why the claim is rejected` })
  reason?: string;
}
