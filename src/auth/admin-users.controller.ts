import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountSuspension } from './account-suspension.service.js';
import type { AuthUser } from './auth-user.js';
import { BlockAccountDto } from './dto/block-account.dto.js';
import { AdminOnly, CurrentUser } from './guards.js';
import { SuspensionView } from '#contracts/auth.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly suspension: AccountSuspension) {}

  @Post(':userId/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend an account: its sessions end and it cannot sign in' })
  @ApiOkResponse({ type: SuspensionView })
  block(@CurrentUser() admin: AuthUser, @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string, @Body() body: BlockAccountDto) {
    return this.suspension.block(admin, userId, body.reason);
  }

  @Post(':userId/unblock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift the suspension of an account' })
  @ApiOkResponse({ type: SuspensionView })
  unblock(@CurrentUser() admin: AuthUser, @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string) {
    return this.suspension.unblock(admin, userId);
  }
}
