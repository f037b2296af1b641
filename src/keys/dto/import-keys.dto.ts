import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ImportKeysDto {
  @ApiProperty({ description: 'One key per line, or CSV text with a code column', example: 'AAAAA-BBBBB-CCCCC\nDDDDD-EEEEE-FFFFF' })
  @IsString()
  @MinLength(1, { message: 'keys must hold at least one key' })
  @MaxLength(1_000_000)
  keys: string;
}
