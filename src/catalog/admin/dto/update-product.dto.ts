import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsString, IsUUID, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { REGIONS, type Region } from '#contracts/regions.constants';
import { Transform } from 'class-transformer';
import { SingleLine } from '../../../common/dto/single-line-field.js';
import { ACTIVATION_PLATFORMS, type ActivationPlatform } from '#contracts/activation-platform.constants';
import { DELIVERY_KINDS, type DeliveryKind } from '#contracts/delivery-kind.constants';
import { MAX_LOW_STOCK_THRESHOLD } from '#contracts/stock-alerts.constants';
import { MAX_PRICE_CENTS, PRODUCT_LIMITS, SLUG_PATTERN } from '#contracts/catalog.constants';

const PRICE_MESSAGE = `priceCents must be a whole number of cents from 0 to ${MAX_PRICE_CENTS} (€${MAX_PRICE_CENTS / 100})`;
export { PRICE_MESSAGE, DISCOUNT_MESSAGE, THRESHOLD_MESSAGE };
const DISCOUNT_MESSAGE = 'discountPercent must be a whole number from 0 to 100';
const THRESHOLD_MESSAGE = `lowStockThreshold must be a whole number of keys from 0 to ${MAX_LOW_STOCK_THRESHOLD}`;

/** Leading and trailing spaces never matter in a product's texts. */
export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An optional text field: blank is none. */
export const trimmedOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const trimmedList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== ''))] : value;

export const RELEASE_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A whole number in a range, refused with one message whatever is wrong with it. */
export function WholeNumberBetween(min: number, max: number, message: string) {
  return ValidateBy(
    { name: 'wholeNumberBetween', constraints: [min, max], validator: { validate: (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max } },
    { message },
  );
}

/**
 * An admin's change to a product; only the fields given change. How price and discount move together
 * is `repriceProduct`'s rule: the price is what shoppers pay, the discount is off the list price.
 */
export class UpdateProductDto {
  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.name, example: 'Stardew Valley' })
  @ValidateIf((dto: UpdateProductDto) => dto.name !== undefined)
  @Transform(trimmed)
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(PRODUCT_LIMITS.name, { message: `name must be at most ${PRODUCT_LIMITS.name} characters` })
  @SingleLine('name')
  name?: string;

  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.slug, description: 'The product page address; the old one keeps redirecting here', example: 'stardew-valley' })
  @ValidateIf((dto: UpdateProductDto) => dto.slug !== undefined)
  @Transform(trimmed)
  @IsString({ message: 'slug must be text' })
  @MaxLength(PRODUCT_LIMITS.slug, { message: `slug must be at most ${PRODUCT_LIMITS.slug} characters` })
  @Matches(SLUG_PATTERN, { message: 'slug must be lower-case letters and digits, in words joined by single hyphens (like "stardew-valley")' })
  slug?: string;

  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.description, description: 'Markdown; shown rendered on the product page, without raw HTML' })
  @ValidateIf((dto: UpdateProductDto) => dto.description !== undefined)
  @IsString({ message: 'description must be text' })
  @MaxLength(PRODUCT_LIMITS.description, { message: `description must be at most ${PRODUCT_LIMITS.description} characters` })
  description?: string;

  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.platform, example: 'PC' })
  @ValidateIf((dto: UpdateProductDto) => dto.platform !== undefined)
  @Transform(trimmed)
  @IsString({ message: 'platform must be text' })
  @MinLength(1, { message: 'platform must not be empty' })
  @MaxLength(PRODUCT_LIMITS.platform, { message: `platform must be at most ${PRODUCT_LIMITS.platform} characters` })
  @SingleLine('platform')
  platform?: string;

  @ApiPropertyOptional({ enum: REGIONS, example: 'Global' })
  @ValidateIf((dto: UpdateProductDto) => dto.region !== undefined)
  @IsIn(REGIONS, { message: `region must be one of: ${REGIONS.join(', ')}` })
  @MaxLength(PRODUCT_LIMITS.region)
  region?: Region;

  @ApiPropertyOptional({ type: [String], maxItems: PRODUCT_LIMITS.genres, example: ['Simulation', 'RPG'] })
  @ValidateIf((dto: UpdateProductDto) => dto.genres !== undefined)
  @Transform(trimmedList)
  @IsArray({ message: 'genres must be a list of names' })
  @ArrayMaxSize(PRODUCT_LIMITS.genres, { message: `genres must hold at most ${PRODUCT_LIMITS.genres} names` })
  @IsString({ each: true, message: 'each genre must be text' })
  @MaxLength(PRODUCT_LIMITS.genre, { each: true, message: `each genre must be at most ${PRODUCT_LIMITS.genre} characters` })
  @SingleLine('each genre', { each: true })
  genres?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '2016-02-26', description: 'YYYY-MM-DD, or null' })
  @ValidateIf((dto: UpdateProductDto) => dto.releaseDate !== undefined && dto.releaseDate !== null)
  @Transform(trimmedOrNull)
  @IsString({ message: 'releaseDate must be a date like 2016-02-26, or null' })
  @MaxLength(10, { message: 'releaseDate must be a date like 2016-02-26, or null' })
  @Matches(RELEASE_DATE, { message: 'releaseDate must be a date like 2016-02-26, or null' })
  releaseDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRODUCT_LIMITS.developer })
  @ValidateIf((dto: UpdateProductDto) => dto.developer !== undefined && dto.developer !== null)
  @Transform(trimmedOrNull)
  @IsString({ message: 'developer must be text or null' })
  @MaxLength(PRODUCT_LIMITS.developer, { message: `developer must be at most ${PRODUCT_LIMITS.developer} characters` })
  @SingleLine('developer')
  developer?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRODUCT_LIMITS.publisher })
  @ValidateIf((dto: UpdateProductDto) => dto.publisher !== undefined && dto.publisher !== null)
  @Transform(trimmedOrNull)
  @IsString({ message: 'publisher must be text or null' })
  @MaxLength(PRODUCT_LIMITS.publisher, { message: `publisher must be at most ${PRODUCT_LIMITS.publisher} characters` })
  @SingleLine('publisher')
  publisher?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRODUCT_LIMITS.ageRating, example: 'PEGI 12' })
  @ValidateIf((dto: UpdateProductDto) => dto.ageRating !== undefined && dto.ageRating !== null)
  @Transform(trimmedOrNull)
  @IsString({ message: 'ageRating must be text or null' })
  @MaxLength(PRODUCT_LIMITS.ageRating, { message: `ageRating must be at most ${PRODUCT_LIMITS.ageRating} characters` })
  @SingleLine('ageRating')
  ageRating?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRODUCT_LIMITS.systemRequirements, description: 'Plain text, one requirement a line' })
  @ValidateIf((dto: UpdateProductDto) => dto.systemRequirements !== undefined && dto.systemRequirements !== null)
  @Transform(trimmedOrNull)
  @IsString({ message: 'systemRequirements must be text or null' })
  @MaxLength(PRODUCT_LIMITS.systemRequirements, { message: `systemRequirements must be at most ${PRODUCT_LIMITS.systemRequirements} characters` })
  systemRequirements?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: PRODUCT_LIMITS.images, description: "The product's images in order, cover first: those it has, reordered or fewer" })
  @ValidateIf((dto: UpdateProductDto) => dto.images !== undefined)
  @IsArray({ message: 'images must be a list of image addresses' })
  @ArrayMaxSize(PRODUCT_LIMITS.images, { message: `images must hold at most ${PRODUCT_LIMITS.images} images` })
  @IsString({ each: true, message: 'each image must be an address' })
  @MaxLength(1000, { each: true, message: 'each image address must be at most 1000 characters' })
  images?: string[];

  @ApiPropertyOptional({ description: 'What shoppers pay, in euro cents', minimum: 0, maximum: MAX_PRICE_CENTS, example: 4499 })
  @ValidateIf((dto: UpdateProductDto) => dto.priceCents !== undefined)
  @WholeNumberBetween(0, MAX_PRICE_CENTS, PRICE_MESSAGE)
  priceCents?: number;

  @ApiPropertyOptional({ description: 'Per cent off the list price; alone, it sets the price from the list price', minimum: 0, maximum: 100, example: 25 })
  @ValidateIf((dto: UpdateProductDto) => dto.discountPercent !== undefined)
  @WholeNumberBetween(0, 100, DISCOUNT_MESSAGE)
  discountPercent?: number;

  @ApiPropertyOptional({ description: 'Whether the store shows and sells the product' })
  @ValidateIf((dto: UpdateProductDto) => dto.active !== undefined)
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ description: 'The category, or null for none', nullable: true, type: String, format: 'uuid' })
  @ValidateIf((dto: UpdateProductDto) => dto.categoryId !== undefined && dto.categoryId !== null)
  @IsUUID('all', { message: 'categoryId must be a category id (a UUID) or null' })
  categoryId?: string | null;

  @ApiPropertyOptional({ description: 'The owner is mailed once when the available keys fall below this; 0 turns the alert off', minimum: 0, maximum: MAX_LOW_STOCK_THRESHOLD, example: 5 })
  @ValidateIf((dto: UpdateProductDto) => dto.lowStockThreshold !== undefined)
  @WholeNumberBetween(0, MAX_LOW_STOCK_THRESHOLD, THRESHOLD_MESSAGE)
  lowStockThreshold?: number;

  @ApiPropertyOptional({ enum: DELIVERY_KINDS, description: 'key: delivered at once; steam_gift: an admin sends a trade offer; physical: shipped to the checkout address' })
  @ValidateIf((dto: UpdateProductDto) => dto.deliveryKind !== undefined)
  @IsIn(DELIVERY_KINDS, { message: `deliveryKind must be one of: ${DELIVERY_KINDS.join(', ')}` })
  deliveryKind?: DeliveryKind;

  @ApiPropertyOptional({ enum: ACTIVATION_PLATFORMS, nullable: true, description: 'Where the key is activated, or null for none (physical items, other platforms)' })
  @ValidateIf((dto: UpdateProductDto) => dto.activationPlatform !== undefined && dto.activationPlatform !== null)
  @IsIn(ACTIVATION_PLATFORMS, { message: `activationPlatform must be null or one of: ${ACTIVATION_PLATFORMS.join(', ')}` })
  activationPlatform?: ActivationPlatform | null;
}
