import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { GenerateRedeemCodesDto } from './dto/generate-redeem-codes.dto.js';
import { ImportRedeemCodesDto } from './dto/import-redeem-codes.dto.js';
import { RedeemCodesQueryDto } from './dto/redeem-codes-query.dto.js';
import { RedeemCodesAdminService } from './redeem-codes-admin.service.js';
import { AdminRedeemCodePageView, GeneratedRedeemCodesView, ImportedRedeemCodesView } from '#contracts/redeem.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/redeem-codes')
export class AdminRedeemCodesController {
  constructor(private readonly admin: RedeemCodesAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Redeem codes, newest first, masked: unused, redeemed or all, 25 a page' })
  @ApiOkResponse({ type: AdminRedeemCodePageView })
  list(@Query() query: RedeemCodesQueryDto) {
    return this.admin.page(query.status ?? null, query.page ?? 1);
  }

  @Post()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Generate codes for a product or an amount of credit; the answer is the only time they are shown in full' })
  @ApiCreatedResponse({ type: GeneratedRedeemCodesView })
  generate(@CurrentUser() user: AuthUser, @Body() body: GenerateRedeemCodesDto) {
    return this.admin.generate(user, body);
  }

  @Post('import')
  @HttpCode(201)
  @ApiOperation({ summary: 'Import a list of codes (one per line, or CSV) for a product or an amount of credit' })
  @ApiCreatedResponse({ type: ImportedRedeemCodesView })
  import(@CurrentUser() user: AuthUser, @Body() body: ImportRedeemCodesDto) {
    return this.admin.import(user, body);
  }
}
