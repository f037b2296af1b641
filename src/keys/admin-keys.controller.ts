import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards.js';
import { ImportKeysDto } from './dto/import-keys.dto.js';
import { KeyImportService } from './key-import.service.js';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/products')
export class AdminKeysController {
  constructor(private readonly keyImport: KeyImportService) {}

  @Post(':productId/keys')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add keys to a product from a pasted list or CSV; reports added, duplicate and invalid lines' })
  importKeys(@Param('productId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) productId: string, @Body() body: ImportKeysDto) {
    return this.keyImport.importKeys(productId, body.keys);
  }
}
