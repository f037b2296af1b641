import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class CancelHeldOrderDto {
  @ApiProperty({ example: 'Card reported stolen' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason must say why the order is cancelled' })
  @MinLength(5, { message: 'reason must say why the order is cancelled (at least 5 characters)' })
  @MaxLength(500, { message: 'reason can be at most 500 characters' })
  reason: string;

  @ApiPropertyOptional({ description: 'Also suspend the customer account (chargeback or proven fraud)', default: false })
  @IsOptional()
  @IsBoolean({ message: 'blockAccount must be true or false' })
  blockAccount?: boolean;
}
