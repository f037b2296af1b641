import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../database/queryable.js';
import type { ImageType } from './image-sniffing.js';

export type VariantFormat = 'webp' | 'jpeg';

export interface NewProductImage {
  productId: string;
  contentType: ImageType;
  width: number;
  height: number;
  bytes: Buffer;
  uploadedBy: string;
}

/** Uploaded images (`product_images`) and the resized copies served so far (`product_image_variants`). */
@Injectable()
export class ProductImagesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(tx: Queryable, image: NewProductImage): Promise<string> {
    const [row] = await tx.query(
      `INSERT INTO product_images (product_id, content_type, width, height, byte_size, bytes, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [image.productId, image.contentType, image.width, image.height, image.bytes.length, image.bytes, image.uploadedBy],
    );
    return row.id;
  }

  /** The uploaded bytes, to resize from. */
  async original(id: string): Promise<Buffer | null> {
    const [row] = await this.db.query(`SELECT bytes FROM product_images WHERE id = $1`, [id]);
    return row?.bytes ?? null;
  }

  /** A resized copy made before, by its primary key. */
  async variant(id: string, width: number, format: VariantFormat): Promise<Buffer | null> {
    const [row] = await this.db.query(`SELECT bytes FROM product_image_variants WHERE image_id = $1 AND width = $2 AND format = $3`, [id, width, format]);
    return row?.bytes ?? null;
  }

  /** Keeps a resized copy; two requests racing to make it keep the first (they are the same image). */
  async saveVariant(id: string, width: number, format: VariantFormat, bytes: Buffer): Promise<void> {
    await this.db.query(`INSERT INTO product_image_variants (image_id, width, format, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [id, width, format, bytes]);
  }
}
