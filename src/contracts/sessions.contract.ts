import { ApiProperty } from '@nestjs/swagger';

/** A live session of the account, as its settings list it. Dates are ISO 8601 strings. */
export class AccountSessionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Browser and OS from the user agent, as "Chrome on Windows"; "Unknown device" when it says neither' }) device: string;
  @ApiProperty({ format: 'date-time', description: 'When it was signed in' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Its last token refresh, or its sign-in: accurate to the access-token lifetime (15 minutes)' }) lastUsedAt: string;
  @ApiProperty({ description: 'Whether it is the session making this request' }) current: boolean;
}
