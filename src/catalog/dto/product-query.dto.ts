import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
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
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_SORTS, type ProductQuery, type ProductSort } from '#contracts/catalog.constants';

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
  @MaxLength(100)
  search?: string;
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
