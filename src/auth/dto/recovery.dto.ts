import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField, PasswordField } from './fields.js';

export class RecoverDto {
  @ApiProperty({ example: 'ada@example.com' })
  @EmailField()
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the reset link' })
  @MaxLength(200, { message: 'token is too long' })
  @IsNotEmpty({ message: 'token must not be empty' })
  @IsString({ message: 'token must be a string' })
  token: string;

  @ApiProperty({ example: 'correct4horse' })
  @PasswordField()
  password: string;
}
