import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { SingleLine } from '../../common/dto/single-line-field.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The contact form. */
export class ContactMessageDto {
  @ApiProperty({ example: 'Thandi Mokoena' })
  @Transform(trimmed)
  @IsString({ message: 'Please enter your name' })
  @MinLength(1, { message: 'Please enter your name' })
  @MaxLength(100, { message: 'Your name can be at most 100 characters' })
  @SingleLine('Your name')
  name: string;

  @ApiProperty({ example: 'thandi@example.com' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254, { message: 'Please enter a valid e-mail address' })
  email: string;

  @ApiProperty({ example: 'My key does not work' })
  @Transform(trimmed)
  @IsString({ message: 'Please enter a subject' })
  @MinLength(1, { message: 'Please enter a subject' })
  @MaxLength(150, { message: 'The subject can be at most 150 characters' })
  @SingleLine('The subject')
  subject: string;

  @ApiProperty({ example: 'Hello, the key of order KS-2026-001234 says it was already used.' })
  @Transform(trimmed)
  @IsString({ message: 'Please write your message' })
  @MinLength(10, { message: 'Please write a message of at least 10 characters' })
  @MaxLength(5000, { message: 'The message can be at most 5,000 characters' })
  message: string;
}
