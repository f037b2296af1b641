import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/audit-log.service.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { EventBus } from '../../events/event-bus.js';
import { Transactions } from '../../events/transactions.js';
import type { Queryable } from '../../database/queryable.js';
import { ProductNotFoundError } from '../catalog.errors.js';
import { slugify } from '../slug.js';
import { CategoryNotFoundError, FreeProductPriceError, NothingToChangeError, SlugTakenError, UnknownImageError } from './admin-products.errors.js';
import { AdminProductsRepository, type EditableProductRow, type ProductEdit } from './admin-products.repository.js';
import { ADMIN_PRODUCTS_PAGE_SIZE, COUNTED_UP_TO, type AdminProductChange, type AdminProductFields, type AdminProductState } from '#contracts/catalog.constants';
import type { AdminProductDetailView, AdminProductPageView, BulkPublishView } from '#contracts/catalog.contract';
import { DEFAULT_DELIVERY_KIND } from '#contracts/delivery-kind.constants';
import { isPriceChangePossible, repriceProduct } from './product-pricing.js';
import { publishRefusal } from './product-publishing.js';
import { DomainError } from '../../common/errors/domain-error.js';

/** Audit details keep at most this much of a long text (a description) before and after. */
const AUDITED_TEXT = 300;

/**
 * Admins create products, list every product (drafts included), change any of their fields, and
 * publish drafts once priced and stocked. Every change is audited in its own transaction, and
 * `product.changed` follows the commit so that shoppers see it at once.
 */
@Injectable()
export class AdminProductsService {
  constructor(
    private readonly products: AdminProductsRepository,
    private readonly transactions: Transactions,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
  ) {}

  /**
   * A page of products by name, in one state (drafts, live, hidden or all), with their stock. Like the
   * store's listings it is counted and paged through its first COUNTED_UP_TO products; a search finds the rest.
   */
  async list(search: string | null, state: AdminProductState, page: number): Promise<AdminProductPageView> {
    const offset = (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE;
    const { total, items } = await this.products.page(search, state, offset < COUNTED_UP_TO ? ADMIN_PRODUCTS_PAGE_SIZE : 0, offset, COUNTED_UP_TO);
    return { items, page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE, total: Math.min(total, COUNTED_UP_TO), totalCapped: total > COUNTED_UP_TO };
  }

  async detail(productId: string): Promise<AdminProductDetailView> {
    const product = await this.products.findDetail(productId);
    if (!product) throw new ProductNotFoundError(productId);
    return product;
  }

  /** A new product, hidden as a draft until it is published; its slug comes from the name unless given. */
  async create(admin: AuthUser, fields: AdminProductFields): Promise<AdminProductDetailView> {
    if (!isPriceChangePossible(fields)) throw new FreeProductPriceError();
    return this.transactions.run(async (tx) => {
      const slug = fields.slug ?? slugify(fields.name);
      if (await this.products.slugTaken(tx, slug, null)) throw new SlugTakenError(slug);
      if (fields.categoryId && !(await this.products.categoryExists(tx, fields.categoryId))) throw new CategoryNotFoundError(fields.categoryId);
      const prices = repriceProduct({ priceCents: fields.priceCents, originalPriceCents: null, discountPercent: 0 }, { priceCents: fields.priceCents, discountPercent: fields.discountPercent });
      const edit: ProductEdit = {
        name: fields.name,
        slug,
        description: fields.description ?? '',
        platform: fields.platform,
        region: fields.region ?? 'Global',
        genres: fields.genres ?? [],
        releaseDate: fields.releaseDate ?? null,
        developer: fields.developer ?? null,
        publisher: fields.publisher ?? null,
        ageRating: fields.ageRating ?? null,
        systemRequirements: fields.systemRequirements ?? null,
        image: null,
        images: [],
        ...prices,
        active: false,
        categoryId: fields.categoryId ?? null,
        lowStockThreshold: fields.lowStockThreshold ?? 5,
        deliveryKind: fields.deliveryKind ?? DEFAULT_DELIVERY_KIND,
        activationPlatform: fields.activationPlatform ?? null,
        priceSet: true,
      };
      await this.products.forgetRedirect(tx, slug);
      const productId = await this.products.insert(tx, edit);
      await this.audit.record(admin, 'product.create', productId, { productName: edit.name, fields: auditedFields(fields) }, tx);
      await this.events.publish('product.changed', { productIds: [productId] }, tx);
      return (await this.products.findDetail(productId, tx)) as AdminProductDetailView;
    });
  }

  /**
   * Applies an admin's change and records it in the audit log, in one transaction. A new slug keeps
   * the old one as a redirect; a draft goes live only once priced and stocked (`publishRefusal`).
   */
  update(admin: AuthUser, productId: string, change: AdminProductChange): Promise<AdminProductDetailView> {
    return this.apply(admin, productId, change, 'product.update');
  }

  /** Puts one draft (or hidden product) on sale; refused with the reason when a draft has no price or no stock. */
  publish(admin: AuthUser, productId: string): Promise<AdminProductDetailView> {
    return this.apply(admin, productId, { active: true }, 'product.publish');
  }

  private async apply(admin: AuthUser, productId: string, change: AdminProductChange, action: 'product.update' | 'product.publish'): Promise<AdminProductDetailView> {
    const fields = Object.entries(change).filter(([, value]) => value !== undefined);
    if (fields.length === 0) throw new NothingToChangeError();
    if (!isPriceChangePossible(change)) throw new FreeProductPriceError();

    return this.transactions.run(async (tx) => {
      const current = await this.products.lockEditable(tx, productId);
      if (!current) throw new ProductNotFoundError(productId);
      const next = await this.nextEdit(tx, current, change);
      if (next.active && current.published_at === null) {
        const refusal = publishRefusal({ name: next.name, priceSet: next.priceSet || current.price_set_at !== null, stock: current.stock, deliveryKind: next.deliveryKind });
        if (refusal) throw refusal;
      }
      if (next.slug !== current.slug) await this.products.moveSlug(tx, productId, current.slug, next.slug);
      await this.products.update(tx, productId, next);
      const view = (await this.products.findDetail(productId, tx)) as AdminProductDetailView;
      await this.audit.record(admin, action, productId, { productName: view.name, requested: auditedFields(change), changes: changesOf(current, next) }, tx);
      await this.events.publish('product.changed', { productIds: [productId] }, tx);
      return view;
    });
  }

  /** Publishes each product it can, one transaction each, and reports every refusal with its reason. */
  async publishMany(admin: AuthUser, productIds: string[]): Promise<BulkPublishView> {
    const result: BulkPublishView = { published: [], refused: [] };
    const names = await this.products.names(productIds);
    for (const id of [...new Set(productIds)]) {
      try {
        const product = await this.publish(admin, id);
        result.published.push({ id, name: product.name });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        result.refused.push({ id, name: names.get(id) ?? null, code: error.code, message: error.message });
      }
    }
    return result;
  }

  /** The columns after `change`, checked against the store: a free slug, a known category, the product's own images. */
  private async nextEdit(tx: Queryable, current: EditableProductRow, change: AdminProductChange): Promise<ProductEdit> {
    if (change.slug !== undefined && change.slug !== current.slug && (await this.products.slugTaken(tx, change.slug, current.id))) throw new SlugTakenError(change.slug);
    if (change.categoryId && !(await this.products.categoryExists(tx, change.categoryId))) throw new CategoryNotFoundError(change.categoryId);
    const owned = new Set([...current.images, ...(current.image ? [current.image] : [])]);
    const unknown = change.images?.find((url) => !owned.has(url));
    if (unknown !== undefined) throw new UnknownImageError(unknown);
    const images = change.images ?? current.images;
    const prices = repriceProduct(
      { priceCents: current.price_cents, originalPriceCents: current.original_price_cents, discountPercent: current.discount_percent },
      { priceCents: change.priceCents, discountPercent: change.discountPercent },
    );
    const keep = <T>(value: T | undefined, before: T): T => (value === undefined ? before : value);
    return {
      name: keep(change.name, current.name),
      slug: keep(change.slug, current.slug),
      description: keep(change.description, current.description),
      platform: keep(change.platform, current.platform),
      region: keep(change.region, current.region),
      genres: keep(change.genres, current.genres),
      releaseDate: keep(change.releaseDate, current.release_date),
      developer: keep(change.developer, current.developer),
      publisher: keep(change.publisher, current.publisher),
      ageRating: keep(change.ageRating, current.age_rating),
      systemRequirements: keep(change.systemRequirements, current.system_requirements),
      image: change.images === undefined ? current.image : (images[0] ?? null),
      images,
      ...prices,
      active: keep(change.active, current.active),
      categoryId: keep(change.categoryId, current.category_id),
      lowStockThreshold: keep(change.lowStockThreshold, current.low_stock_threshold),
      deliveryKind: keep(change.deliveryKind, current.delivery_kind),
      activationPlatform: keep(change.activationPlatform, current.activation_platform),
      priceSet: change.priceCents !== undefined || change.discountPercent !== undefined,
    };
  }
}

/** The fields asked for, long texts shortened for the log. */
function auditedFields(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined).map(([name, value]) => [name, shorten(value)]));
}

function shorten(value: unknown): unknown {
  return typeof value === 'string' && value.length > AUDITED_TEXT ? `${value.slice(0, AUDITED_TEXT)}… (${value.length} characters)` : value;
}

/** Each column that moved, with its value before and after. */
function changesOf(before: EditableProductRow, after: ProductEdit): Record<string, { from: unknown; to: unknown }> {
  const pairs: [string, unknown, unknown][] = [
    ['name', before.name, after.name],
    ['slug', before.slug, after.slug],
    ['description', before.description, after.description],
    ['platform', before.platform, after.platform],
    ['region', before.region, after.region],
    ['genres', before.genres, after.genres],
    ['releaseDate', before.release_date, after.releaseDate],
    ['developer', before.developer, after.developer],
    ['publisher', before.publisher, after.publisher],
    ['ageRating', before.age_rating, after.ageRating],
    ['systemRequirements', before.system_requirements, after.systemRequirements],
    ['images', before.images, after.images],
    ['priceCents', before.price_cents, after.priceCents],
    ['originalPriceCents', before.original_price_cents, after.originalPriceCents],
    ['discountPercent', before.discount_percent, after.discountPercent],
    ['active', before.active, after.active],
    ['categoryId', before.category_id, after.categoryId],
    ['lowStockThreshold', before.low_stock_threshold, after.lowStockThreshold],
    ['deliveryKind', before.delivery_kind, after.deliveryKind],
    ['activationPlatform', before.activation_platform, after.activationPlatform],
  ];
  return Object.fromEntries(
    pairs.filter(([, from, to]) => JSON.stringify(from) !== JSON.stringify(to)).map(([name, from, to]) => [name, { from: shorten(from), to: shorten(to) }]),
  );
}
