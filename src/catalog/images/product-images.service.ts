import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { Queryable } from '../../database/queryable.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { MAX_IMAGE_BYTES } from '#contracts/catalog.constants';
import { sniffImageType, type ImageType } from './image-sniffing.js';
import { ProductImagesRepository, type VariantFormat } from './product-images.repository.js';

/** More pixels than this is no product photo but a decompression bomb: refused before decoding. */
const MAX_PIXELS = 40_000_000;

export class ImageRefusedError extends DomainError {
  constructor(code: 'image_type' | 'image_unreadable' | 'image_too_large', message: string) {
    super(code === 'image_too_large' ? 'bad_request' : 'invalid', code, message);
  }
}

/** An upload that passed the checks, ready to store. */
export interface CheckedImage {
  contentType: ImageType;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Product images kept in Postgres: an upload is checked by its bytes (JPEG, PNG or WebP, readable,
 * not too many pixels) and stored whole; each served width and format is resized once with sharp
 * and kept, so later requests read it back without resizing.
 */
@Injectable()
export class ProductImagesService {
  constructor(private readonly images: ProductImagesRepository) {}

  /** Checks an upload; refuses what is no image of the allowed types, whatever its header said. */
  async check(bytes: Buffer): Promise<CheckedImage> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRefusedError('image_too_large', `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB: make it smaller and upload it again.`);
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new ImageRefusedError('image_type', 'This file is not a JPEG, PNG or WebP image: upload a photo or artwork in one of those formats.');
    try {
      const { width, height } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
      if (!width || !height) throw new Error('no size');
      if (width * height > MAX_PIXELS) throw new Error('too many pixels');
      return { contentType, width, height, bytes };
    } catch {
      throw new ImageRefusedError('image_unreadable', 'The image cannot be read (damaged, or more than 40 megapixels): export it again and upload it.');
    }
  }

  /** Stores a checked image for a product, inside the caller's transaction; answers its id. */
  store(tx: Queryable, productId: string, image: CheckedImage, uploadedBy: string): Promise<string> {
    return this.images.insert(tx, { productId, uploadedBy, ...image });
  }

  /** The image at `width` in `format`: the copy kept from before, or resized now and kept. Null for an unknown image. */
  async resized(id: string, width: number, format: VariantFormat): Promise<Buffer | null> {
    const kept = await this.images.variant(id, width, format);
    if (kept) return kept;
    const original = await this.images.original(id);
    if (!original) return null;
    const pipeline = sharp(original, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
    const bytes = await (format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
    await this.images.saveVariant(id, width, format, bytes);
    return bytes;
  }
}
