import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, PasswordField, SignInCodeField } from './fields.js';

export const GRANT_TYPES = ['password', 'refresh_token'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

export class TokenQueryDto {
  @ApiProperty({ enum: GRANT_TYPES })
  @IsIn(GRANT_TYPES, { message: 'grant_type must be password or refresh_token' })
  grant_type: GrantType;
}

/** Body of `grant_type=password`. */
export class PasswordGrantDto {
  @ApiProperty({ example: 'ada@example.com' })
  @EmailField()
  email: string;

  @ApiProperty({ example: 'correct4horse' })
  @IsNotEmpty({ message: 'password must not be empty' })
  @PasswordField()
  password: string;

  @ApiPropertyOptional({ example: '042917', description: 'The code mailed after a sign_in_challenge_required answer' })
  @IsOptional()
  @SignInCodeField()
  code?: string;
}

/** Body of `grant_type=refresh_token`; without a token, the refresh_token cookie is used. */
export class RefreshGrantDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  refresh_token?: string;
}
