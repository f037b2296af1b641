import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { PasswordField } from './fields.js';

/** Spaces typed or copied between the characters of a code are dropped (only from a short text). */
const withoutSpaces = ({ value }: { value: unknown }) => (typeof value === 'string' && value.length <= 40 ? value.replace(/\s/g, '') : value);

/** The six digits an authenticator app shows. */
function AppCodeField() {
  return applyDecorators(
    Transform(withoutSpaces),
    Matches(/^\d{6}$/, { message: 'code must be the 6 digits your authenticator app shows' }),
    MaxLength(40, { message: 'code must be the 6 digits your authenticator app shows' }),
    IsString({ message: 'code must be a string' }),
  );
}

/** The six digits of the app, or a recovery code (`XXXX-XXXX-XXXX`). */
function SecondFactorCodeField() {
  return applyDecorators(
    Transform(withoutSpaces),
    Matches(/^(\d{6}|[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{4})$/, { message: 'code must be the 6 digits of your authenticator app or one of your recovery codes' }),
    MaxLength(40, { message: 'code must be the 6 digits of your authenticator app or one of your recovery codes' }),
    IsString({ message: 'code must be a string' }),
  );
}

/** Confirms a new authenticator with its current code. */
export class ConfirmTotpDto {
  @ApiProperty({ example: '042917' })
  @AppCodeField()
  code: string;
}

/** A fresh second factor: the app's current code or an unused recovery code. */
export class SecondFactorCodeDto {
  @ApiProperty({ example: '042917', description: 'The 6 digits of the authenticator app, or a recovery code' })
  @SecondFactorCodeField()
  code: string;
}

/** Turning two-factor authentication off takes the password and a fresh second factor. */
export class DisableTwoFactorDto extends SecondFactorCodeDto {
  @ApiProperty({ example: 'correct4horse' })
  @IsNotEmpty({ message: 'password must not be empty' })
  @PasswordField()
  password: string;
}

/** The second step of a sign-in. */
export class MfaVerifyDto extends SecondFactorCodeDto {
  @ApiProperty({ description: 'The mfa_token of the mfa_required answer' })
  @MaxLength(2000, { message: 'mfa_token is too long' })
  @IsNotEmpty({ message: 'mfa_token must not be empty' })
  @IsString({ message: 'mfa_token must be a string' })
  mfa_token: string;
}
