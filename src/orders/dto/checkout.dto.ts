import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { CartLineDto, CartLines } from '../../cart-pricing/dto/quote-request.dto.js';
import { SingleLine } from '../../common/dto/single-line-field.js';
import { DELIVERY_CONSENT_REQUIRED_MESSAGE } from '#contracts/receipts.constants';
import { ShippingAddressDto } from './shipping-address.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export const STEAM_TRADE_URL = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[\w-]+$/;

/** The checkout form; the e-mail comes from the account, prices from the database. */
export class CheckoutDto {
  @CartLines()
  items: CartLineDto[];

  @ApiProperty({ example: 'Thandi' })
  @Transform(trimmed)
  @IsString({ message: 'Please fill in all required fields' })
  @MinLength(1, { message: 'Please fill in all required fields' })
  @MaxLength(100)
  @SingleLine()
  firstName: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(100)
  @SingleLine()
  lastName?: string;

  @ApiPropertyOptional({ example: '+27 82 123 4567' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(21, { message: 'phone must be a phone number' })
  @Matches(/^\+?[0-9 ()-]{6,20}$/, { message: 'phone must be a phone number' })
  phone?: string;

  @ApiPropertyOptional({ default: 'South Africa' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(80)
  @SingleLine()
  country?: string;

  @ApiPropertyOptional({
    example: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh',
    description: 'Required when an item names Steam; Steam gifts are sent to it (in a gift order, the recipient\'s)',
  })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(300, { message: 'steamTradeUrl must be a Steam trade offer link of at most 300 characters' })
  @Matches(STEAM_TRADE_URL, { message: 'steamTradeUrl must be a Steam trade offer link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)' })
  steamTradeUrl?: string;

  @ApiPropertyOptional({ description: 'Send the keys to this e-mail as a gift' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(254, { message: 'giftRecipientEmail must be at most 254 characters' })
  @IsEmail({}, { message: 'giftRecipientEmail must be an e-mail address' })
  giftRecipientEmail?: string;

  @ApiPropertyOptional({ type: () => ShippingAddressDto, description: 'Required when the cart holds a physical item; ignored otherwise' })
  @IsOptional()
  @IsObject({ message: 'shippingAddress must be an address object' })
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shippingAddress?: ShippingAddressDto;

  @ApiPropertyOptional({ description: 'Spend the account\'s store credit on this order (as much as it covers)', default: false })
  @IsOptional()
  @IsBoolean({ message: 'useCredit must be true or false' })
  useCredit?: boolean;

  @ApiProperty({ enum: [true], description: 'The shopper agrees to immediate delivery of the digital content and so to losing the right of withdrawal; recorded on the order' })
  @Equals(true, { message: DELIVERY_CONSENT_REQUIRED_MESSAGE })
  deliveryConsent: true;
}
