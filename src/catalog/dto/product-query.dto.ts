import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
  Validate,
} from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SORTS, RECENTLY_VIEWED_MAX, type ProductQuery, type ProductSort } from '#contracts/catalog.constants';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

@ValidatorConstraint({ name: 'priceRange' })
class PriceRange implements ValidatorConstraintInterface {
  validate(maxPrice: number, args: ValidationArguments): boolean {
    const { minPrice } = args.object as ProductFilterDto;
    return minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice;
  }
  defaultMessage(): string {
    return 'maxPrice must not be below minPrice';
  }
}

/** The filters of a listing, shared by the list and the facets. Prices are in euros. */
export class ProductFilterDto {
  @ApiPropertyOptional({ description: 'Category slug', example: 'steam-keys' })
  @IsOptional()
  @Transform(trimmed)
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'category must be a category slug such as steam-keys' })
  @MaxLength(80)
  category?: string;

  @ApiPropertyOptional({ example: 'PC' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(40)
  platform?: string;

  @ApiPropertyOptional({ example: 'RPG' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(40)
  genre?: string;

  @ApiPropertyOptional({ description: 'Lowest price in EUR', example: 10 })
  @IsOptional()
  @Type(() => Number)
  @Min(0)
  @Max(100_000)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'minPrice must be a number of euros' })
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Highest price in EUR', example: 60 })
  @IsOptional()
  @Type(() => Number)
  @Validate(PriceRange)
  @Min(0)
  @Max(100_000)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'maxPrice must be a number of euros' })
  maxPrice?: number;

  @ApiPropertyOptional({ description: 'Words of the title or description; forgives a typo', example: 'witcher' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string;

  @ApiPropertyOptional({ description: 'Only games on sale (discount above zero)', example: true })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'discounted must be true or false' })
  discounted?: boolean;
}

export class ProductQueryDto extends ProductFilterDto {
  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'name' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1)
  @Max(10_000)
  @IsInt({ message: 'page must be a whole number from 1' })
  page?: number;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  limit?: number;

  toQuery(): ProductQuery {
    return {
      category: this.category,
      platform: this.platform,
      genre: this.genre,
      minPrice: this.minPrice,
      maxPrice: this.maxPrice,
      search: this.search,
      discounted: this.discounted,
      sort: this.sort ?? 'name',
      page: this.page ?? 1,
      limit: this.limit ?? DEFAULT_PAGE_SIZE,
    };
  }
}

export class FeaturedQueryDto {
  @ApiPropertyOptional({ default: 8, minimum: 1, maximum: 24 })
  @IsOptional()
  @Type(() => Number)
  @Min(1)
  @Max(24)
  @IsInt({ message: 'limit must be a whole number from 1 to 24' })
  limit?: number;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;
const MAX_LOOKUP_TEXT = RECENTLY_VIEWED_MAX * (MAX_SLUG_LENGTH + 1);

export class SuggestionsQueryDto {
  @ApiProperty({ description: 'What the shopper typed so far; forgives a typo as the store search does', example: 'witchr', maxLength: MAX_SEARCH_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be the text to look for' })
  @MaxLength(MAX_SEARCH_LENGTH, { message: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
  q: string;
}

export class ProductLookupQueryDto {
  @ApiProperty({ description: `Up to ${RECENTLY_VIEWED_MAX} product slugs, comma-separated`, example: 'elden-ring,hades' })
  // One comma-separated text: a repeated parameter, or a text longer than the longest list, is refused below without being split.
  @Transform(({ value }) => (typeof value === 'string' && value.length <= MAX_LOOKUP_TEXT ? value.split(',').map((slug) => slug.trim()).filter(Boolean) : null))
  @IsArray({ message: 'slugs must be a comma-separated list of product slugs' })
  @ArrayMaxSize(RECENTLY_VIEWED_MAX, { message: `slugs may name at most ${RECENTLY_VIEWED_MAX} products` })
  @MaxLength(MAX_SLUG_LENGTH, { each: true, message: 'each slug must be at most 200 characters' })
  @Matches(SLUG, { each: true, message: 'slugs must be product slugs such as elden-ring' })
  slugs: string[];
}
