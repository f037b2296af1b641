import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../auth/auth-user.js';
import { AdminOnly } from '../../auth/guards.js';
import { CatalogueSyncRequests } from './catalogue-sync-requests.service.js';
import { CatalogSyncRunResponse, toSyncRunResponse } from './dto/catalog-sync-run.response.js';
import { ApiErrorResponses } from '../../common/swagger.js';

const RECENT_RUNS = 20;

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/catalog')
export class AdminCatalogSyncController {
  constructor(private readonly requests: CatalogueSyncRequests) {}

  @Post('sync')
  @HttpCode(202)
  @ApiOperation({ summary: 'Sync the catalogue from the external provider now; answers the queued run' })
  @ApiAcceptedResponse({ type: CatalogSyncRunResponse, description: 'The run, queued; follow it in sync-runs' })
  @ApiErrorResponses({ 409: 'A catalogue sync is already running', 503: 'No catalogue provider is configured' })
  async sync(@Req() request: { user: AuthUser }): Promise<CatalogSyncRunResponse> {
    return toSyncRunResponse(await this.requests.requestByAdmin(request.user));
  }

  @Get('sync-runs')
  @ApiOperation({ summary: `The last ${RECENT_RUNS} catalogue syncs, newest first, with their counts and errors` })
  @ApiOkResponse({ type: [CatalogSyncRunResponse] })
  async syncRuns(): Promise<CatalogSyncRunResponse[]> {
    return (await this.requests.recent(RECENT_RUNS)).map(toSyncRunResponse);
  }
}
