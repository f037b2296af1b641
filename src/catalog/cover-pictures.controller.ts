import { createHash } from 'node:crypto';
import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import sharp from 'sharp';
import { ProductNotFoundError } from './catalog.errors.js';
import { CatalogService } from './catalog.service.js';
import { coverSvg } from './cover-art.js';

/** Rendered pictures kept in memory, at about 25 KB each: share previews of the same few games ask again and again. */
const KEPT_PICTURES = 200;

/**
 * The drawn cover of a demo game as a JPEG at /media/cover-pictures/{slug}.jpg, for share previews
 * (og:image), which do not show vector images. Rendering costs tens of milliseconds, so this route
 * stays under the per-address limit and keeps its latest renderings by the drawing's digest.
 */
@ApiExcludeController()
@Controller('media/cover-pictures')
export class CoverPicturesController {
  private readonly kept = new Map<string, Buffer>();

  constructor(private readonly catalog: CatalogService) {}

  @Get(':file')
  @Header('content-type', 'image/jpeg')
  @Header('cache-control', 'public, max-age=86400')
  async picture(@Param('file') file: string): Promise<Buffer> {
    const slug = file.replace(/\.jpg$/, '');
    const product = await this.catalog.product(slug);
    if (!product) throw new ProductNotFoundError(slug);
    const svg = coverSvg(product.name, product.platform);
    const digest = createHash('sha1').update(svg).digest('hex');
    let picture = this.kept.get(digest);
    if (!picture) {
      picture = await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      if (this.kept.size >= KEPT_PICTURES) this.kept.delete(this.kept.keys().next().value as string);
    }
    // Re-inserted on every use, so the Map's first key is always the least recently shown picture.
    this.kept.delete(digest);
    this.kept.set(digest, picture);
    return picture;
  }
}
