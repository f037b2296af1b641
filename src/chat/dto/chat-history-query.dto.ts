import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches, MaxLength } from 'class-validator';

/** Older messages: those before the message `before`. */
export class ChatHistoryQueryDto {
  @ApiPropertyOptional({ description: 'The id of the oldest message shown' })
  @IsOptional()
  @MaxLength(18, { message: 'before must be a message id' })
  @Matches(/^[1-9]\d{0,17}$/, { message: 'before must be a message id' })
  before?: string;
}
