import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { ImportKeysDto } from './dto/import-keys.dto.js';
import { KeyImportService } from './key-import.service.js';
import { KeyImportReport } from '#contracts/keys.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/products')
export class AdminKeysController {
  constructor(private readonly keyImport: KeyImportService) {}

  @Post(':productId/keys')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add keys to a product from a pasted list or CSV; reports added, duplicate and invalid lines' })
  @ApiOkResponse({ type: KeyImportReport })
  importKeys(@CurrentUser() admin: AuthUser, @Param('productId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) productId: string, @Body() body: ImportKeysDto) {
    return this.keyImport.importKeys(admin, productId, body.keys);
  }
}
