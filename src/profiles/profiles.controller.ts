import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import type { ProfileView } from '../auth/auth.views.js';
import { CurrentUser, SignedIn } from '../auth/guards.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfilesService } from './profiles.service.js';

@ApiTags('account')
@SignedIn()
@Controller('profile')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's profile, created on first read" })
  @ApiOkResponse({ description: 'ProfileView' })
  get(@CurrentUser() user: AuthUser): Promise<ProfileView> {
    return this.profiles.get(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Change the phone number or the Steam trade URL (null clears)' })
  @ApiOkResponse({ description: 'ProfileView' })
  @ApiBadRequestResponse({ description: 'validation_failed: not a phone number, not a Steam trade offer link' })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<ProfileView> {
    return this.profiles.update(user.id, body);
  }
}
