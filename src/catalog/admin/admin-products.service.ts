import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/audit-log.service.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { EventBus } from '../../events/event-bus.js';
import { Transactions } from '../../events/transactions.js';
import { ProductNotFoundError } from '../catalog.errors.js';
import { CategoryNotFoundError, FreeProductPriceError, NothingToChangeError } from './admin-products.errors.js';
import { AdminProductsRepository, type EditableProductRow, type ProductEdit } from './admin-products.repository.js';
import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductChange } from '#contracts/catalog.constants';
import { type AdminProductPageView, type AdminProductView } from '#contracts/catalog.contract';
import { isPriceChangePossible, repriceProduct } from './product-pricing.js';

/** Admins list every product and change its price, discount, visibility, category, low-stock threshold, delivery kind and activation platform. */
@Injectable()
export class AdminProductsService {
  constructor(
    private readonly products: AdminProductsRepository,
    private readonly transactions: Transactions,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
  ) {}

  /** A page of products by name, active or not, with their stock. */
  async list(search: string | null, page: number): Promise<AdminProductPageView> {
    const { total, items } = await this.products.page(search, ADMIN_PRODUCTS_PAGE_SIZE, (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE);
    return { items, page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE, total };
  }

  /**
   * Applies an admin's change and records it in the audit log, in one transaction; `product.changed`
   * follows the commit, so that shoppers see the change at once.
   */
  async update(admin: AuthUser, productId: string, change: AdminProductChange): Promise<AdminProductView> {
    const fields = Object.entries(change).filter(([, value]) => value !== undefined);
    if (fields.length === 0) throw new NothingToChangeError();
    if (!isPriceChangePossible(change)) throw new FreeProductPriceError();

    return this.transactions.run(async (tx) => {
      const current = await this.products.lockEditable(tx, productId);
      if (!current) throw new ProductNotFoundError(productId);
      if (change.categoryId && !(await this.products.categoryExists(tx, change.categoryId))) throw new CategoryNotFoundError(change.categoryId);

      const prices = repriceProduct(
        { priceCents: current.price_cents, originalPriceCents: current.original_price_cents, discountPercent: current.discount_percent },
        { priceCents: change.priceCents, discountPercent: change.discountPercent },
      );
      const next: ProductEdit = {
        ...prices,
        active: change.active ?? current.active,
        categoryId: change.categoryId === undefined ? current.category_id : change.categoryId,
        lowStockThreshold: change.lowStockThreshold ?? current.low_stock_threshold,
        deliveryKind: change.deliveryKind ?? current.delivery_kind,
        activationPlatform: change.activationPlatform === undefined ? current.activation_platform : change.activationPlatform,
      };
      await this.products.update(tx, productId, next);
      const view = (await this.products.findById(productId, tx)) as AdminProductView;
      await this.audit.record(admin, 'product.update', productId, { productName: view.name, requested: Object.fromEntries(fields), changes: changesOf(current, next) }, tx);
      await this.events.publish('product.changed', { productIds: [productId] }, tx);
      return view;
    });
  }
}

/** Each column that moved, with its value before and after. */
function changesOf(before: EditableProductRow, after: ProductEdit): Record<string, { from: unknown; to: unknown }> {
  const pairs: [string, unknown, unknown][] = [
    ['priceCents', before.price_cents, after.priceCents],
    ['originalPriceCents', before.original_price_cents, after.originalPriceCents],
    ['discountPercent', before.discount_percent, after.discountPercent],
    ['active', before.active, after.active],
    ['categoryId', before.category_id, after.categoryId],
    ['lowStockThreshold', before.low_stock_threshold, after.lowStockThreshold],
    ['deliveryKind', before.delivery_kind, after.deliveryKind],
    ['activationPlatform', before.activation_platform, after.activationPlatform],
  ];
  return Object.fromEntries(pairs.filter(([, from, to]) => from !== to).map(([name, from, to]) => [name, { from, to }]));
}
