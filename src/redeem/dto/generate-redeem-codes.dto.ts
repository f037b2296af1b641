import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { RedeemCodeBatchDto } from './redeem-code-batch.dto.js';

export const MAX_GENERATED_CODES = 500;

export class GenerateRedeemCodesDto extends RedeemCodeBatchDto {
  @ApiProperty({ minimum: 1, maximum: MAX_GENERATED_CODES })
  @IsInt({ message: `count must be a whole number from 1 to ${MAX_GENERATED_CODES}` })
  @Min(1, { message: `count must be a whole number from 1 to ${MAX_GENERATED_CODES}` })
  @Max(MAX_GENERATED_CODES, { message: `count must be a whole number from 1 to ${MAX_GENERATED_CODES}` })
  count: number;
}
