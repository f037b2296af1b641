import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import { EmailField, PasswordField, PhoneField } from './fields.js';

/** Given at all, even as null: only the phone can be cleared, so a null e-mail or password is refused like any other non-text. */
const given = (field: 'email' | 'password' | 'currentPassword') => ValidateIf((dto: UpdateUserDto) => dto[field] !== undefined);

export class UpdateUserDto {
  @ApiPropertyOptional({ description: 'A new e-mail address; needs currentPassword' })
  @given('email')
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ nullable: true, description: 'null or empty clears it' })
  @IsOptional()
  @PhoneField()
  phone?: string | null;

  @ApiPropertyOptional({ description: 'A new password; needs currentPassword' })
  @given('password')
  @PasswordField()
  password?: string;

  @ApiPropertyOptional()
  @given('currentPassword')
  @PasswordField('currentPassword')
  currentPassword?: string;
}
