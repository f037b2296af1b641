import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_MIN } from '#contracts/chat.constants';

/** One chat message, from the shopper or an admin. */
export class ChatMessageDto {
  @ApiProperty({ example: 'Hello, which region is the Elden Ring key for?', minLength: CHAT_MESSAGE_MIN, maxLength: CHAT_MESSAGE_MAX })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please write a message' })
  @MaxLength(CHAT_MESSAGE_MAX, { message: `A message can be at most 2,000 characters` })
  @MinLength(CHAT_MESSAGE_MIN, { message: 'Please write a message' })
  body: string;
}
