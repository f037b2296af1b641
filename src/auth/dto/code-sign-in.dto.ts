import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { EmailField, SignInCodeField } from './fields.js';

export class RequestCodeDto {
  @ApiProperty({ example: 'ada@example.com' })
  @EmailField()
  email: string;
}

/** Either the address with the mailed code, or the token of the mail's sign-in link. */
export class VerifyCodeDto {
  @ApiPropertyOptional({ example: 'ada@example.com', description: 'With `code`' })
  @ValidateIf((body: VerifyCodeDto) => body.token === undefined)
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ example: '042917', description: 'The 6-digit code of the mail, with `email`' })
  @ValidateIf((body: VerifyCodeDto) => body.token === undefined)
  @SignInCodeField()
  code?: string;

  @ApiPropertyOptional({ description: "The token of the mail's sign-in link, instead of `email` and `code`" })
  @ValidateIf((body: VerifyCodeDto) => body.token !== undefined)
  @MaxLength(200, { message: 'token is too long' })
  @IsNotEmpty({ message: 'token must not be empty' })
  @IsString({ message: 'token must be a string' })
  token?: string;
}
