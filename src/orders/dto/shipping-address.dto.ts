import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { SHIPPING_ADDRESS_LIMITS as LIMITS } from '#contracts/delivery-kind.constants';
import { COUNTRIES } from '#contracts/countries.constants';
import { SingleLine } from '../../common/dto/single-line-field.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// Messages start with the field's name: the pipe writes it as `shippingAddress.<field>`.
const required = (field: string) => `${field} is required for a physical item`;
const atMost = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** Where a physical item ships: asked at checkout when the cart holds one. */
export class ShippingAddressDto {
  @ApiProperty({ example: 'Thandi Nkosi', maxLength: LIMITS.name })
  @Transform(trimmed)
  @IsString({ message: required('name') })
  @MinLength(1, { message: required('name') })
  @MaxLength(LIMITS.name, { message: atMost('name', LIMITS.name) })
  @SingleLine()
  name: string;

  @ApiProperty({ example: '12 Long Street', maxLength: LIMITS.line })
  @Transform(trimmed)
  @IsString({ message: required('line1') })
  @MinLength(1, { message: required('line1') })
  @MaxLength(LIMITS.line, { message: atMost('line1', LIMITS.line) })
  @SingleLine()
  line1: string;

  @ApiPropertyOptional({ example: 'Apartment 4', maxLength: LIMITS.line })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: atMost('line2', LIMITS.line) })
  @MaxLength(LIMITS.line, { message: atMost('line2', LIMITS.line) })
  @SingleLine()
  line2?: string;

  @ApiProperty({ example: 'Cape Town', maxLength: LIMITS.city })
  @Transform(trimmed)
  @IsString({ message: required('city') })
  @MinLength(1, { message: required('city') })
  @MaxLength(LIMITS.city, { message: atMost('city', LIMITS.city) })
  @SingleLine()
  city: string;

  @ApiProperty({ example: '8001', maxLength: LIMITS.postalCode })
  @Transform(trimmed)
  @IsString({ message: required('postalCode') })
  @MinLength(1, { message: required('postalCode') })
  @MaxLength(LIMITS.postalCode, { message: atMost('postalCode', LIMITS.postalCode) })
  @SingleLine()
  postalCode: string;

  @ApiProperty({ enum: COUNTRIES, example: 'South Africa' })
  @IsIn(COUNTRIES, { message: 'country must be one of the countries the checkout lists' })
  country: string;
}
