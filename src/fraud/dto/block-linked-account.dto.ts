import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { BlockAccountDto } from '../../auth/dto/block-account.dto.js';

/** Which of the link's two accounts to suspend as the same person's second one, and why. */
export class BlockLinkedAccountDto extends BlockAccountDto {
  @ApiProperty({ format: 'uuid', description: 'One of the two accounts of the link' })
  @IsUUID('all', { message: 'userId must be the id of one of the two linked accounts' })
  userId: string;
}
