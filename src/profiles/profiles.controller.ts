import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfilesService } from './profiles.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { ProfileView } from '#contracts/auth.contract';

@ApiTags('account')
@SignedIn()
@ApiErrorResponses(400, 429)
@Controller('profile')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's profile, created on first read" })
  @ApiOkResponse({ type: ProfileView })
  get(@CurrentUser() user: AuthUser): Promise<ProfileView> {
    return this.profiles.get(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Change the phone number or the Steam trade URL (null clears)' })
  @ApiErrorResponses({ 400: 'validation_failed: not a phone number, not a Steam trade offer link' })
  @ApiOkResponse({ type: ProfileView })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<ProfileView> {
    return this.profiles.update(user.id, body);
  }
}
