import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The admin's product list: every product, active or not, optionally those whose name holds `search`, a page of 25. */
export class AdminProductsQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, any case', example: 'witcher' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(10_000)
  page?: number;
}
