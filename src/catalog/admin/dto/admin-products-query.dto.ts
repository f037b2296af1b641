import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_PRODUCT_STATES, type AdminProductState } from '#contracts/catalog.constants';
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

  @ApiPropertyOptional({ enum: ADMIN_PRODUCT_STATES, description: 'draft: never published; live: on sale; hidden: taken off sale; all (default)' })
  @IsOptional()
  @IsIn(ADMIN_PRODUCT_STATES, { message: `state must be one of: ${ADMIN_PRODUCT_STATES.join(', ')}` })
  state?: AdminProductState;
}
