import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { PROFILE_COUNTRIES } from '#contracts/regions.constants';
import { blankToNull, PhoneField } from '../../auth/dto/fields.js';

export const STEAM_TRADE_URL = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d{1,20}&token=[A-Za-z0-9_-]{1,64}$/;
export const STEAM_TRADE_URL_MESSAGE =
  'steamTradeUrl must be a Steam trade offer link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)';

export class UpdateProfileDto {
  @ApiPropertyOptional({ nullable: true, example: '+27 82 123 4567', description: 'null or empty clears it' })
  @IsOptional()
  @PhoneField()
  phoneNumber?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    example: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh',
    description: 'Needed for Steam orders; null or empty clears it',
  })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(300, { message: STEAM_TRADE_URL_MESSAGE })
  @Matches(STEAM_TRADE_URL, { message: STEAM_TRADE_URL_MESSAGE })
  steamTradeUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, example: 'ZA', enum: PROFILE_COUNTRIES.map((country) => country.code), description: 'Where you live (ISO code); null or empty clears it' })
  @IsOptional()
  @Transform(blankToNull)
  @MaxLength(2, { message: 'country must be one of the listed country codes' })
  @IsIn(PROFILE_COUNTRIES.map((country) => country.code), { message: 'country must be one of the listed country codes' })
  country?: string | null;
}
