import { Controller, Get, Headers, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SkipAddressLimit } from '../../common/throttling/address-rate-limit.guard.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS } from '#contracts/catalog.constants';
import { ProductImagesService } from './product-images.service.js';

class ImageNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'image_not_found', 'No such image.');
  }
}

class ImageWidthError extends DomainError {
  constructor() {
    super('bad_request', 'image_width', `w must be one of ${IMAGE_WIDTHS.join(', ')}.`);
  }
}

/** An image id never changes its bytes, so its copies may be kept by browsers and proxies for a year. */
const FOREVER = 'public, max-age=31536000, immutable';

/** Serves uploaded product images at /images/{id}?w=, resized to one of the allowed widths, WebP to browsers that take it. */
// Left out of the API document: images at fixed addresses outside /api, for <img> tags, not for API clients.
@ApiExcludeController()
@SkipAddressLimit()
@Controller('images')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Get(':imageId')
  async image(
    @Param('imageId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) imageId: string,
    @Query('w') w: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    const width = w === undefined ? DEFAULT_IMAGE_WIDTH : Number(w);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw new ImageWidthError();
    const format = accept?.includes('image/webp') ? 'webp' : 'jpeg';
    const etag = `"${imageId}-${width}-${format}"`;
    reply.header('cache-control', FOREVER).header('vary', 'Accept').header('etag', etag);
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      return undefined;
    }
    const bytes = await this.images.resized(imageId, width, format);
    if (!bytes) {
      reply.removeHeader('cache-control').removeHeader('etag');
      throw new ImageNotFoundError();
    }
    reply.header('content-type', `image/${format}`);
    return bytes;
  }
}
