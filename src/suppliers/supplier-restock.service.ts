import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { EntityManager } from 'typeorm';
import { AuditLog, type AuditActor } from '../audit/audit-log.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Transactions } from '../events/transactions.js';
import { KeyImportService } from '../keys/key-import.service.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { QUEUES } from '../queue/queues.js';
import { restockJobOptions, SUPPLIER_JOBS, type RestockJob } from './supplier.jobs.js';
import { type NewPurchase, type PurchaseRow, SupplierPurchasesRepository } from './supplier-purchases.repository.js';
import { RestockSettingsRepository, type RestockSettingsRow, type StockPosition } from './restock-settings.repository.js';
import { WholesalerClient } from './wholesaler.client.js';
import { keysToBuy } from './restock-quantity.js';
import { WholesalerApiError } from './wholesaler.errors.js';
import type { WholesalerOrder } from './wholesaler-items.js';

/** Who the audit log names for what the worker buys. */
export const SYSTEM_ACTOR: AuditActor = { id: '00000000-0000-0000-0000-000000000000', email: 'system' };

export type RestockOutcome = 'off' | 'not_configured' | 'enough' | 'busy' | 'refused' | 'failed' | 'codes_pending' | 'received';

const SWEEP_LIMIT = 200;

/**
 * Buys keys from the wholesaler when a product falls below its minimum or orders wait for it, within
 * the product's maximum buy price and the store's daily spend cap. The purchase row is written before
 * the wholesaler is called, its id is the wholesaler order's client id, and the wholesaler's order id
 * is recorded as soon as it is known: a retried job resumes that order (looked up by its client id
 * when the answer was lost) and never orders again. The codes go through the key import, sealed and
 * checked for duplicates, in the transaction that completes the purchase; the import's `keys.changed`
 * serves the waiting orders.
 */
@Injectable()
export class SupplierRestockService {
  private readonly logger = new Logger(SupplierRestockService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly settings: RestockSettingsRepository,
    private readonly purchases: SupplierPurchasesRepository,
    private readonly wholesaler: WholesalerClient,
    private readonly keys: KeyImportService,
    private readonly audit: AuditLog,
    private readonly outbox: MailOutbox,
    @InjectQueue(QUEUES.suppliers) private readonly queue: Queue<RestockJob>,
  ) {}

  /** Queues a check of every product that is due, and of every purchase a lost job left under way. */
  async sweep(): Promise<number> {
    const due = [...new Set([...(await this.purchases.openIds(SWEEP_LIMIT)), ...(await this.settings.due(SWEEP_LIMIT))])];
    for (const productId of due) await this.queue.add(SUPPLIER_JOBS.restock, { productId }, restockJobOptions(productId));
    return due.length;
  }

  /** The check of one product: resumes its purchase under way, or decides whether to buy and buys. */
  async restock(productId: string): Promise<RestockOutcome> {
    if (!this.config.wholesaler) return 'off';
    const open = await this.purchases.open(productId);
    if (open) return this.receive(open);

    const settings = await this.settings.find(productId);
    if (!settings) return 'not_configured';
    const position = await this.settings.position(productId);
    if (!position || keysToBuy(settings, position) === 0) return 'enough';

    // Asked outside the transaction: no row stays locked while the wholesaler answers.
    const offer = await this.wholesaler.product(settings.supplier_product_id);
    await this.settings.recordOffer(productId, offer.quantity, offer.unitPriceCents);

    const decision = await this.transactions.run(async (tx) => {
      const locked = await this.settings.lock(tx, productId);
      if (!locked || locked.supplier_product_id !== settings.supplier_product_id) return { outcome: 'busy' as const };
      if (await this.purchases.open(productId, tx)) return { outcome: 'busy' as const };
      const now = await this.settings.position(productId, tx);
      const wanted = now ? keysToBuy(locked, now) : 0;
      if (wanted === 0) return { outcome: 'enough' as const };
      const quantity = Math.min(wanted, offer.quantity);
      if (quantity === 0) {
        const wantedPurchase = { productId, supplierProductId: locked.supplier_product_id, quantity: wanted, unitPriceCents: offer.unitPriceCents };
        await this.purchases.insertRefusal(tx, wantedPurchase, 'supplier_out_of_stock', 'The wholesaler has no keys of this product');
        return { outcome: 'refused' as const };
      }
      const purchase: NewPurchase = { productId, supplierProductId: locked.supplier_product_id, quantity, unitPriceCents: offer.unitPriceCents };
      if (offer.unitPriceCents > locked.max_unit_price_cents) {
        return this.refuse(tx, locked, now as StockPosition, purchase, 'price_above_max', 0);
      }
      await this.purchases.lockSpending(tx);
      const spent = await this.purchases.spentToday(tx);
      const cap = (this.config.wholesaler as NonNullable<AppConfig['wholesaler']>).dailySpendCapCents;
      if (spent + quantity * offer.unitPriceCents > cap) {
        return this.refuse(tx, locked, now as StockPosition, purchase, 'daily_spend_cap', spent);
      }
      const placing = await this.purchases.insertPlacing(tx, purchase);
      await this.audit.record(SYSTEM_ACTOR, 'supplier.purchase', productId, {
        productName: (now as StockPosition).name,
        purchaseId: placing.id,
        supplierProductId: placing.supplier_product_id,
        quantity: placing.quantity,
        unitPriceCents: placing.unit_price_cents,
        totalCents: placing.total_cents,
      }, tx);
      return { outcome: 'placing' as const, purchase: placing };
    });
    if (decision.outcome !== 'placing') return decision.outcome;
    this.logger.log(`Buying ${decision.purchase.quantity} key(s) of ${productId} from the wholesaler`);
    return this.receive(decision.purchase);
  }

  /** Places the purchase's order unless the wholesaler has it already, then imports its codes. */
  private async receive(purchase: PurchaseRow): Promise<RestockOutcome> {
    let order: WholesalerOrder | null;
    if (purchase.supplier_order_id) order = await this.wholesaler.order(purchase.supplier_order_id);
    else {
      // A retry after the order was sent finds it by our id instead of ordering again.
      order = purchase.state === 'placing' ? await this.wholesaler.findOrder(purchase.idempotency_key, purchase.created_at) : null;
      if (!order) {
        try {
          order = await this.wholesaler.placeOrder({ clientOrderId: purchase.idempotency_key, productId: purchase.supplier_product_id, quantity: purchase.quantity, unitPriceCents: purchase.unit_price_cents });
        } catch (error) {
          // A 4xx is the wholesaler's final word (out of stock, a higher price): nothing was bought.
          if (error instanceof WholesalerApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
            await this.purchases.markFailed(purchase.id, 'supplier_refused', error.message);
            this.logger.warn(`The wholesaler refused a purchase: ${error.message}`);
            return 'failed';
          }
          throw error;
        }
      }
      await this.purchases.markOrdered(purchase.id, order.orderId);
    }

    const codes: string[] = [];
    let pending = 0;
    let unusable = 0;
    for (const code of order.codes) {
      if (code.codeType === 'PRE_ORDER') pending++;
      else if (code.codeType !== 'CODE_TEXT') unusable++;
      else if (code.code) codes.push(code.code);
      else {
        const fetched = await this.wholesaler.code(code.codeId);
        if (fetched.code) codes.push(fetched.code);
        else if (fetched.codeType === 'PRE_ORDER') pending++;
        else unusable++;
      }
    }
    // Pre-order codes are assigned later: the sweep comes back for them.
    if (pending > 0) return 'codes_pending';

    const outcome = await this.transactions.run(async (tx) => {
      const locked = await this.purchases.lock(tx, purchase.id);
      if (!locked || (locked.state !== 'ordered' && locked.state !== 'placing')) return null;
      const imported = await this.keys.importPurchased(tx, purchase.product_id, codes);
      const notUsed = unusable + imported.invalid;
      const state = notUsed > 0 || imported.added < purchase.quantity ? ('attention' as const) : ('completed' as const);
      const note =
        state === 'attention'
          ? [
              unusable > 0 ? `${unusable} code(s) came as images or of an unknown kind: take them from the wholesaler's order ${order.orderId} by hand` : '',
              imported.invalid > 0 ? `${imported.invalid} code(s) were not valid keys` : '',
              imported.duplicates > 0 ? `${imported.duplicates} code(s) were already in stock or sold` : '',
              codes.length + unusable < purchase.quantity ? `${purchase.quantity - codes.length - unusable} code(s) missing from the order` : '',
            ].filter(Boolean).join('; ')
          : null;
      await this.purchases.markReceived(tx, purchase.id, { state, keysAdded: imported.added, keysDuplicate: imported.duplicates, codesUnusable: notUsed, note });
      await this.audit.record(SYSTEM_ACTOR, 'supplier.purchase_received', purchase.product_id, {
        purchaseId: purchase.id,
        supplierOrderId: order.orderId,
        quantity: purchase.quantity,
        unitPriceCents: purchase.unit_price_cents,
        totalCents: purchase.total_cents,
        added: imported.added,
        duplicates: imported.duplicates,
        unusable: notUsed,
        stock: imported.stock,
      }, tx);
      return { state, added: imported.added };
    });
    if (outcome) this.logger.log(`Purchase received: ${outcome.added} key(s) added${outcome.state === 'attention' ? ', some need an admin' : ''}`);
    return 'received';
  }

  /** Records the refusal once per product, reason and day, and mails the owner that once. */
  private async refuse(
    tx: EntityManager,
    settings: RestockSettingsRow,
    position: StockPosition,
    purchase: NewPurchase,
    reason: 'price_above_max' | 'daily_spend_cap',
    spentTodayCents: number,
  ): Promise<{ outcome: 'refused' }> {
    const cap = (this.config.wholesaler as NonNullable<AppConfig['wholesaler']>).dailySpendCapCents;
    const note = reason === 'price_above_max' ? 'The wholesaler\'s price is above the maximum buy price' : 'The purchase would pass the daily spend cap';
    if (await this.purchases.insertRefusal(tx, purchase, reason, note)) {
      await this.outbox.enqueue(tx, {
        recipient: this.config.mail.storeOwnerEmail,
        template: 'restock_refused',
        payload: {
          productName: position.name,
          reason,
          quantity: purchase.quantity,
          unitPriceCents: purchase.unitPriceCents,
          maxUnitPriceCents: settings.max_unit_price_cents,
          spentTodayCents: reason === 'daily_spend_cap' ? spentTodayCents : await this.purchases.spentToday(tx),
          dailySpendCapCents: cap,
          adminUrl: `${this.config.publicUrl}/admin/purchases`,
        },
      });
      this.logger.warn(`Restock refused: ${note}`);
    }
    return { outcome: 'refused' };
  }
}
