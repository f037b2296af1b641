import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ProductNotFoundError } from '../catalog/catalog.errors.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Transactions } from '../events/transactions.js';
import { PURCHASES_PAGE_SIZE, SUPPLIER_PRODUCTS_SHOWN } from '#contracts/suppliers.constants';
import type { PurchasePageView, RestockSettingsView, SupplierProductListView } from '#contracts/suppliers.contract';
import type { RestockSettingsDto } from './dto/restock-settings.dto.js';
import { RestockChecks } from './restock-checks.js';
import { RestockSettingsRepository, type RestockSettingsRow } from './restock-settings.repository.js';
import { SupplierPurchasesRepository } from './supplier-purchases.repository.js';
import { WholesalerClient } from './wholesaler.client.js';
import { WholesalerError, WholesalerNotConfiguredError, WholesalerUnavailableError } from './wholesaler.errors.js';

/** The admin's side of restocking: the wholesaler's products, each product's restock settings (audited), and the purchases. */
@Injectable()
export class RestockAdminService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly settings: RestockSettingsRepository,
    private readonly purchases: SupplierPurchasesRepository,
    private readonly wholesaler: WholesalerClient,
    private readonly audit: AuditLog,
    private readonly checks: RestockChecks,
  ) {}

  /** The wholesaler's products whose name holds `search` (any case), by name, at most 50, with price and stock; none when it is not configured. */
  async supplierProducts(search: string | undefined): Promise<SupplierProductListView> {
    if (!this.wholesaler.configured) return { wholesalerConfigured: false, items: [], total: 0 };
    const needle = search?.trim().toLowerCase() ?? '';
    const matches = (await asked(this.wholesaler.products())).filter((product) => !needle || product.name.toLowerCase().includes(needle) || product.productId.toLowerCase() === needle);
    matches.sort((a, b) => a.name.localeCompare(b.name));
    return { wholesalerConfigured: true, items: matches.slice(0, SUPPLIER_PRODUCTS_SHOWN), total: matches.length };
  }

  async get(productId: string): Promise<RestockSettingsView> {
    if ((await this.settings.productName(productId)) === null) throw new ProductNotFoundError(productId);
    return { wholesalerConfigured: this.wholesaler.configured, settings: toFields(await this.settings.find(productId)) };
  }

  /** Sets the product's restock settings from a product the wholesaler has, audited; a check follows at once. */
  async set(admin: AuthUser, productId: string, dto: RestockSettingsDto): Promise<RestockSettingsView> {
    if (!this.wholesaler.configured) throw new WholesalerNotConfiguredError();
    const offer = await asked(this.wholesaler.product(dto.supplierProductId));
    await this.transactions.run(async (tx) => {
      const name = await this.settings.productName(productId, tx);
      if (name === null) throw new ProductNotFoundError(productId);
      const before = await this.settings.lock(tx, productId);
      await this.settings.upsert(tx, {
        productId,
        supplierProductId: offer.productId,
        supplierProductName: offer.name,
        minStock: dto.minStock,
        reorderQuantity: dto.reorderQuantity,
        maxUnitPriceCents: dto.maxUnitPriceCents,
        supplierQuantity: offer.quantity,
        supplierUnitPriceCents: offer.unitPriceCents,
      });
      await this.audit.record(admin, 'product.restock_set', productId, {
        productName: name,
        supplierProductId: offer.productId,
        minStock: dto.minStock,
        reorderQuantity: dto.reorderQuantity,
        maxUnitPriceCents: dto.maxUnitPriceCents,
        ...(before ? { before: { supplierProductId: before.supplier_product_id, minStock: before.min_stock, reorderQuantity: before.reorder_quantity, maxUnitPriceCents: before.max_unit_price_cents } } : {}),
      }, tx);
    });
    await this.checks.queueFor([productId]);
    return this.get(productId);
  }

  /** Stops restocking the product, audited; purchases under way finish. */
  async remove(admin: AuthUser, productId: string): Promise<RestockSettingsView> {
    await this.transactions.run(async (tx) => {
      const name = await this.settings.productName(productId, tx);
      if (name === null) throw new ProductNotFoundError(productId);
      if (await this.settings.remove(tx, productId)) await this.audit.record(admin, 'product.restock_removed', productId, { productName: name }, tx);
    });
    return this.get(productId);
  }

  /** A page of purchases, newest first, with today's spend and the cap. */
  async purchasePage(page: number): Promise<PurchasePageView> {
    const [{ total, items }, spentTodayCents] = await Promise.all([this.purchases.page(PURCHASES_PAGE_SIZE, (page - 1) * PURCHASES_PAGE_SIZE), this.purchases.spentToday()]);
    return {
      items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString(), updatedAt: item.updatedAt.toISOString() })),
      page,
      pageSize: PURCHASES_PAGE_SIZE,
      total,
      spentTodayCents,
      dailySpendCapCents: this.config.wholesaler?.dailySpendCapCents ?? null,
    };
  }
}

/** The wholesaler's failure, told to the admin as a 503 with its cause. */
async function asked<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof WholesalerError) throw new WholesalerUnavailableError(error.message);
    throw error;
  }
}

function toFields(row: RestockSettingsRow | null): RestockSettingsView['settings'] {
  if (!row) return null;
  return {
    supplierProductId: row.supplier_product_id,
    supplierProductName: row.supplier_product_name,
    minStock: row.min_stock,
    reorderQuantity: row.reorder_quantity,
    maxUnitPriceCents: row.max_unit_price_cents,
    supplierQuantity: row.supplier_quantity,
    supplierUnitPriceCents: row.supplier_unit_price_cents,
    supplierCheckedAt: row.supplier_checked_at?.toISOString() ?? null,
  };
}
