import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountSuspension } from './account-suspension.service.js';
import type { AuthUser } from './auth-user.js';
import { BlockAccountDto } from './dto/block-account.dto.js';
import { AdminOnly, CurrentUser } from './guards.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly suspension: AccountSuspension) {}

  @Post(':userId/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend an account: its sessions end and it cannot sign in' })
  block(@CurrentUser() admin: AuthUser, @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string, @Body() body: BlockAccountDto) {
    return this.suspension.block(admin, userId, body.reason);
  }

  @Post(':userId/unblock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift the suspension of an account' })
  unblock(@CurrentUser() admin: AuthUser, @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string) {
    return this.suspension.unblock(admin, userId);
  }
}
