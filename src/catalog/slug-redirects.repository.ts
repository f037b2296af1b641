import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Old slugs of renamed products, read to send visitors and crawlers on to the current address. */
@Injectable()
export class SlugRedirectsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The current slug of the active product that once had `oldSlug`; null when none. */
  async currentSlug(oldSlug: string): Promise<string | null> {
    const [row] = await this.db.query(
      `SELECT p.slug FROM product_slug_redirects r JOIN products p ON p.id = r.product_id WHERE r.old_slug = $1 AND p.active`,
      [oldSlug.toLowerCase()],
    );
    return row?.slug ?? null;
  }
}
