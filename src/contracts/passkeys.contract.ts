import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A passkey of the account, as its settings list it. Dates are ISO 8601 strings. */
export class PasskeyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'What the account calls it; at first the browser and system it was made on' }) name: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Its last sign-in; null before the first' }) lastUsedAt: string | null;
}

export class PasskeyRelyingPartyView {
  @ApiPropertyOptional({ description: "The store's host name" }) id?: string;
  @ApiProperty() name: string;
}

export class PasskeyUserView {
  @ApiProperty({ description: 'The user handle, base64url' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() displayName: string;
}

export class PasskeyCredentialRefView {
  @ApiProperty({ description: 'A credential id, base64url' }) id: string;
  @ApiProperty({ enum: ['public-key'] }) type: string;
  @ApiPropertyOptional({ type: [String] }) transports?: string[];
}

/** The options of `navigator.credentials.create()`, in the JSON form @simplewebauthn/browser takes. */
export class PasskeyRegistrationOptionsView {
  @ApiProperty({ description: 'Single use; expires after five minutes' }) challenge: string;
  @ApiProperty({ type: () => PasskeyRelyingPartyView }) rp: PasskeyRelyingPartyView;
  @ApiProperty({ type: () => PasskeyUserView }) user: PasskeyUserView;
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { alg: { type: 'integer' }, type: { type: 'string', enum: ['public-key'] } } } })
  pubKeyCredParams: { alg: number; type: string }[];
  @ApiPropertyOptional({ description: 'Milliseconds' }) timeout?: number;
  @ApiPropertyOptional({ type: [PasskeyCredentialRefView], description: "The account's passkeys, so that an authenticator holding one does not make a second" })
  excludeCredentials?: PasskeyCredentialRefView[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'residentKey preferred, userVerification required' })
  authenticatorSelection?: object;
  @ApiPropertyOptional({ enum: ['none', 'indirect', 'direct', 'enterprise'] }) attestation?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) extensions?: object;
  @ApiPropertyOptional({ type: [String] }) hints?: string[];
}

/** The options of `navigator.credentials.get()` for a discoverable passkey: no e-mail, no credential list. */
export class PasskeySignInOptionsView {
  @ApiProperty({ description: 'Single use, bound to this browser by a cookie; expires after five minutes' }) challenge: string;
  @ApiPropertyOptional({ description: 'Milliseconds' }) timeout?: number;
  @ApiPropertyOptional({ description: "The store's host name" }) rpId?: string;
  @ApiPropertyOptional({ type: [PasskeyCredentialRefView] }) allowCredentials?: PasskeyCredentialRefView[];
  @ApiPropertyOptional({ enum: ['required', 'preferred', 'discouraged'] }) userVerification?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) extensions?: object;
  @ApiPropertyOptional({ type: [String] }) hints?: string[];
}
