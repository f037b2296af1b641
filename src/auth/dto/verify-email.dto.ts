import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token of the verification link' })
  @MaxLength(200, { message: 'token is too long' })
  @IsNotEmpty({ message: 'token must not be empty' })
  @IsString({ message: 'token must be a string' })
  token: string;
}
