import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/dto/page-query.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The admin's product list: every product, active or not, optionally those whose name holds `search`, a page of 25. */
export class AdminProductsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, any case', example: 'witcher' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;
}
