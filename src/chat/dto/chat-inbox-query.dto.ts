import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';

/** The admin inbox: a page, of every conversation or only those waiting for an answer. */
export class ChatInboxQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['unanswered'], description: 'Only conversations with a shopper message no admin has read' })
  @IsOptional()
  @IsIn(['unanswered'], { message: 'filter must be unanswered' })
  filter?: 'unanswered';
}
