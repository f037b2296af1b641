import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CHAT_EMAIL_MAX, CHAT_NAME_MAX } from '#contracts/chat.constants';
import { SingleLine } from '../../common/dto/single-line-field.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Who a guest is; a signed-in shopper sends nothing (the account says who they are). */
export class StartChatDto {
  @ApiPropertyOptional({ example: 'Thandi Mokoena', description: 'Required for guests' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Please enter your name' })
  @MinLength(1, { message: 'Please enter your name' })
  @MaxLength(CHAT_NAME_MAX, { message: `Your name can be at most ${CHAT_NAME_MAX} characters` })
  @SingleLine('Your name')
  name?: string;

  @ApiPropertyOptional({ example: 'thandi@example.com', description: 'Required for guests: where answers go while they are away' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(CHAT_EMAIL_MAX, { message: 'Please enter a valid e-mail address' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  email?: string;
}
