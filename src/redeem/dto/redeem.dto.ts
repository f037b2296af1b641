import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, Matches } from 'class-validator';

/** The redeem call's body, named as the spec names it. */
export class RedeemDto {
  @ApiProperty({ description: 'The code to redeem; case, spaces and dashes do not matter', example: 'ABCD-EFGH-JKMN-PQRS' })
  @IsString({ message: 'Please enter a CD key' })
  @Matches(/\S/, { message: 'Please enter a CD key' })
  @MaxLength(200, { message: 'That is not a CD key: it is far too long.' })
  cd_key: string;
}
