import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsOptional } from 'class-validator';
import { EmailField, PasswordField, PhoneField } from './fields.js';

export const AGE_REQUIRED_MESSAGE = 'You must be at least 18 years old to create an account';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms of service';

export class SignUpDto {
  @ApiProperty({ example: 'ada@example.com' })
  @EmailField()
  email: string;

  @ApiProperty({ description: '8 to 72 characters with letters and digits, not a common password', example: 'correct4horse' })
  @PasswordField()
  password: string;

  @ApiPropertyOptional({ example: '+27 82 123 4567', nullable: true })
  @IsOptional()
  @PhoneField()
  phone?: string | null;

  @ApiProperty({ description: 'The person confirms being at least 18 years old', example: true })
  @Equals(true, { message: AGE_REQUIRED_MESSAGE })
  ageConfirmed: boolean;

  @ApiProperty({ description: 'The person accepts the terms of service (one account per person)', example: true })
  @Equals(true, { message: TERMS_REQUIRED_MESSAGE })
  termsAccepted: boolean;
}
