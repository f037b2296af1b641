import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { KeyClaimsQueryDto } from './dto/key-claims-query.dto.js';
import { ResolveKeyClaimDto } from './dto/resolve-key-claim.dto.js';
import { KeyClaimsAdminService } from './key-claims-admin.service.js';
import { ApiErrorResponses, ApiOkContent } from '../common/swagger.js';
import { AdminKeyClaimPageView, AdminKeyClaimView } from '#contracts/claims.contract';

const claimId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/claims')
export class AdminKeyClaimsController {
  constructor(private readonly claims: KeyClaimsAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Invalid-key claims, open ones first then the newest, 25 a page, optionally of one status' })
  @ApiOkResponse({ type: AdminKeyClaimPageView })
  list(@Query() query: KeyClaimsQueryDto) {
    return this.claims.page(query.status ?? null, query.page ?? 1);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One claim: the message, the screenshot address, the order and the key (masked)' })
  @ApiOkResponse({ type: AdminKeyClaimView })
  detail(@Param('id', claimId) id: string) {
    return this.claims.detail(id);
  }

  @Get(':id/screenshot')
  @Header('cache-control', 'no-store')
  @Header('x-content-type-options', 'nosniff')
  @Header('content-security-policy', 'sandbox')
  @ApiOperation({ summary: "The claim's screenshot, served with its own type, sandboxed" })
  @ApiOkContent('image/png', 'The screenshot as it was sent: PNG, JPEG or WebP, with its own content type')
  async screenshot(@Param('id', claimId) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { bytes, contentType } = await this.claims.screenshot(id);
    reply.type(contentType);
    return bytes;
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resolve an open claim: replace the key from stock, refund it as store credit, or reject it with a reason' })
  @ApiErrorResponses({ 409: 'The claim is resolved already, or no key is in stock to replace it' })
  @ApiOkResponse({ type: AdminKeyClaimView })
  resolve(@CurrentUser() admin: AuthUser, @Param('id', claimId) id: string, @Body() body: ResolveKeyClaimDto) {
    return this.claims.resolve(admin, id, body);
  }
}
