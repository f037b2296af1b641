import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { SingleLine } from '../../common/dto/single-line-field.js';
import { MAX_PASSKEY_NAME_LENGTH } from '#contracts/passkeys.constants';

/**
 * The WebAuthn answers as @simplewebauthn/browser writes them (base64url fields), cut to what the server
 * checks: extension results and transports are not sent. Each field has a bound far above what an
 * authenticator writes, so that a made-up answer is refused before it is parsed.
 */
function Base64UrlField(name: string, maxLength: number) {
  return applyDecorators(
    ApiProperty({ description: `${name}, base64url`, maxLength }),
    MaxLength(maxLength, { message: `${name} is too long (at most ${maxLength} characters)` }),
    Matches(/^[A-Za-z0-9_-]+$/, { message: `${name} must be base64url text` }),
    IsString({ message: `${name} must be a string` }),
  );
}

/** A WebAuthn credential id is at most 1023 bytes: 1364 characters of base64url. */
const CREDENTIAL_ID_LENGTH = 1364;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

function PasskeyNameField(label: string) {
  return applyDecorators(
    Transform(trimmed),
    MaxLength(MAX_PASSKEY_NAME_LENGTH, { message: `${label} must be at most ${MAX_PASSKEY_NAME_LENGTH} characters` }),
    MinLength(1, { message: `${label} must not be empty` }),
    SingleLine(label),
    IsString({ message: `${label} must be a string` }),
  );
}

abstract class PasskeyCredentialDto {
  @Base64UrlField('credential.id', CREDENTIAL_ID_LENGTH)
  id: string;

  @Base64UrlField('credential.rawId', CREDENTIAL_ID_LENGTH)
  rawId: string;

  @ApiProperty({ enum: ['public-key'] })
  @IsIn(['public-key'], { message: 'credential.type must be public-key' })
  type: 'public-key';

  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  @IsOptional()
  @IsIn(['platform', 'cross-platform'], { message: 'credential.authenticatorAttachment must be platform or cross-platform' })
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

export class PasskeyAttestationDto {
  @Base64UrlField('clientDataJSON', 4096)
  clientDataJSON: string;

  @Base64UrlField('attestationObject', 16_384)
  attestationObject: string;
}

export class PasskeyAssertionDto {
  @Base64UrlField('clientDataJSON', 4096)
  clientDataJSON: string;

  @Base64UrlField('authenticatorData', 4096)
  authenticatorData: string;

  @Base64UrlField('signature', 1024)
  signature: string;

  @ApiPropertyOptional({ description: 'userHandle, base64url: the account the passkey was made for', maxLength: 88 })
  @IsOptional()
  @MaxLength(88, { message: 'userHandle is too long (at most 88 characters)' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'userHandle must be base64url text' })
  @IsString({ message: 'userHandle must be a string' })
  userHandle?: string;
}

export class PasskeyRegistrationCredentialDto extends PasskeyCredentialDto {
  @ApiProperty({ type: () => PasskeyAttestationDto })
  @IsObject({ message: 'credential.response must be an object' })
  @ValidateNested()
  @Type(() => PasskeyAttestationDto)
  response: PasskeyAttestationDto;
}

export class PasskeySignInCredentialDto extends PasskeyCredentialDto {
  @ApiProperty({ type: () => PasskeyAssertionDto })
  @IsObject({ message: 'credential.response must be an object' })
  @ValidateNested()
  @Type(() => PasskeyAssertionDto)
  response: PasskeyAssertionDto;
}

export class RegisterPasskeyDto {
  @ApiProperty({ type: () => PasskeyRegistrationCredentialDto, description: "The browser's answer to the registration options" })
  @IsObject({ message: 'credential must be an object' })
  @ValidateNested()
  @Type(() => PasskeyRegistrationCredentialDto)
  credential: PasskeyRegistrationCredentialDto;

  @ApiPropertyOptional({ maxLength: MAX_PASSKEY_NAME_LENGTH, description: 'What to call it; unset: the browser and system it was made on, as "Chrome on Android"' })
  @IsOptional()
  @PasskeyNameField('name')
  name?: string;
}

export class PasskeySignInDto {
  @ApiProperty({ type: () => PasskeySignInCredentialDto, description: "The browser's answer to the sign-in options" })
  @IsObject({ message: 'credential must be an object' })
  @ValidateNested()
  @Type(() => PasskeySignInCredentialDto)
  credential: PasskeySignInCredentialDto;
}

export class RenamePasskeyDto {
  @ApiProperty({ maxLength: MAX_PASSKEY_NAME_LENGTH, example: 'Work laptop' })
  @PasskeyNameField('name')
  name: string;
}
