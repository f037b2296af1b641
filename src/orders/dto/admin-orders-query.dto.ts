import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { ORDER_STATUSES, type OrderStatus } from '../order-state.js';
import { WAITING_STAGES, type WaitingStage } from '#contracts/orders.constants';

/** The admin's order list: one status, one stage that waits for an admin, or all; a page of 25. */
export class AdminOrdersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: WAITING_STAGES, description: 'Only the orders waiting for an admin in this stage' })
  @IsOptional()
  @IsIn(WAITING_STAGES, { message: `stage must be one of ${WAITING_STAGES.join(', ')}` })
  stage?: WaitingStage;
}
