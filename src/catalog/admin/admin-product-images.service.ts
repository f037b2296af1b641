import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/audit-log.service.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { EventBus } from '../../events/event-bus.js';
import { Transactions } from '../../events/transactions.js';
import { ProductNotFoundError } from '../catalog.errors.js';
import { ProductImagesService } from '../images/product-images.service.js';
import { TooManyImagesError } from './admin-products.errors.js';
import { AdminProductsRepository } from './admin-products.repository.js';
import { PRODUCT_LIMITS } from '#contracts/catalog.constants';
import type { AdminProductDetailView, ProductImageView } from '#contracts/catalog.contract';

/** Admins upload images to a product: checked by their bytes, kept in Postgres, added to the gallery (the cover when it has none). */
@Injectable()
export class AdminProductImages {
  constructor(
    private readonly products: AdminProductsRepository,
    private readonly images: ProductImagesService,
    private readonly transactions: Transactions,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
  ) {}

  /** Checks the upload first (no connection is held while sharp reads it), then stores and adds it in one audited transaction. */
  async add(admin: AuthUser, productId: string, bytes: Buffer): Promise<ProductImageView> {
    const checked = await this.images.check(bytes);
    return this.transactions.run(async (tx) => {
      const current = await this.products.lockEditable(tx, productId);
      if (!current) throw new ProductNotFoundError(productId);
      if (current.images.length >= PRODUCT_LIMITS.images) throw new TooManyImagesError(PRODUCT_LIMITS.images);
      const id = await this.images.store(tx, productId, checked, admin.id);
      const url = `/images/${id}`;
      await this.products.addImage(tx, productId, url);
      await this.audit.record(
        admin,
        'product.image_upload',
        productId,
        { productName: current.name, image: url, contentType: checked.contentType, width: checked.width, height: checked.height, bytes: checked.bytes.length },
        tx,
      );
      await this.events.publish('product.changed', { productIds: [productId] }, tx);
      const product = (await this.products.findDetail(productId, tx)) as AdminProductDetailView;
      return { id, url, width: checked.width, height: checked.height, product };
    });
  }
}
