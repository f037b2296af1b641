import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { EmailField, PasswordField, PhoneField } from './fields.js';

export class UpdateUserDto {
  @ApiPropertyOptional({ description: 'A new e-mail address; needs currentPassword' })
  @IsOptional()
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ nullable: true, description: 'null or empty clears it' })
  @IsOptional()
  @PhoneField()
  phone?: string | null;

  @ApiPropertyOptional({ description: 'A new password; needs currentPassword' })
  @IsOptional()
  @PasswordField()
  password?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @PasswordField('currentPassword')
  currentPassword?: string;
}
