import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class BlockAccountDto {
  @ApiProperty({ example: 'Chargeback on order KS-2026-001234' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason must say why the account is suspended' })
  @MinLength(5, { message: 'reason must say why the account is suspended (at least 5 characters)' })
  @MaxLength(500, { message: 'reason can be at most 500 characters' })
  reason: string;
}
