import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { RedeemCodeBatchDto } from './redeem-code-batch.dto.js';

export class ImportRedeemCodesDto extends RedeemCodeBatchDto {
  @ApiProperty({ description: 'One code per line, or CSV text with a code column', example: 'ABCD-EFGH-JKMN-PQRS\nWXYZ-2345-6789-ABCD' })
  @IsString()
  @MinLength(1, { message: 'codes must hold at least one code' })
  @MaxLength(1_000_000)
  codes: string;
}
