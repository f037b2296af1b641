import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { OrderKeyClaims } from '../claims/order-key-claims.service.js';
import { KeyDeliveryService } from '../keys/key-delivery.service.js';
import { AdminOrderRefundsRepository } from './admin-order-refunds.repository.js';
import { KeyNotFoundError, OrderNotFoundError } from './orders.errors.js';
import { STAGE_IS_PAID } from './order-state.js';
import { OrderRow, OrdersRepository } from './orders.repository.js';
import { isDeliveredByHand } from '#contracts/delivery-kind.constants';
import type { OrderView, RevealedKeyView } from '#contracts/orders.contract';

/** A shopper's own order as the account shows it, and the reveal of its keys. Anybody else's order is a 404. */
@Injectable()
export class OrderAccountService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly keys: KeyDeliveryService,
    private readonly refunds: AdminOrderRefundsRepository,
    private readonly claims: OrderKeyClaims,
  ) {}

  /** The order with its lines, amounts, status history and delivered keys (masked). */
  async view(user: AuthUser, orderNumber: string): Promise<OrderView> {
    return this.toView(await this.own(user, orderNumber));
  }

  /** The plain key, for the order's owner only; the first reveal is recorded (the refund policy depends on it). */
  async reveal(user: AuthUser, orderNumber: string, keyId: string): Promise<RevealedKeyView> {
    const order = await this.own(user, orderNumber);
    const code = UUID.test(keyId) && (await this.isKeyLineKey(order.id, keyId)) ? await this.keys.reveal(order.id, keyId) : null;
    if (code === null) throw new KeyNotFoundError();
    return { code };
  }

  /** The shared part of the shopper's and the admin's view of an order. */
  async toView(order: OrderRow): Promise<OrderView> {
    const [items, keys, history, claims, releaseDate] = await Promise.all([
      this.orders.linesOf(order.id),
      this.keys.deliveredOf(order.id),
      this.orders.eventsOf(order.id),
      this.claims.ofOrder(order.id),
      order.stage === 'pending' || order.stage === 'paid' || order.stage === 'awaiting_release' ? this.orders.preOrderReleaseOf(this.orders.db, order.id) : null,
    ]);
    // A refunded line says when; its keys are no longer the order's, so `keys` leaves them out.
    const refunded = await this.refunds.refundedLines(order.id);
    const keyLines = new Set(items.filter((item) => !isDeliveredByHand(item.deliveryKind)).map((item) => item.productId));
    return {
      id: order.id,
      orderNumber: order.order_number,
      status: order.status,
      paymentMethod: order.payment_method,
      awaitingStock: order.awaiting_stock_since !== null,
      heldForReview: order.stage === 'held_for_review',
      preOrderReleaseDate: releaseDate,
      subtotalCents: order.subtotal_cents,
      serviceFeeCents: order.service_fee_cents,
      creditAppliedCents: order.credit_applied_cents,
      totalCents: order.total_cents,
      totalZarCents: order.total_zar_cents,
      createdAt: order.created_at.toISOString(),
      paidAt: order.paid_at?.toISOString() ?? null,
      giftRecipientEmail: order.gift_recipient_email,
      deliveryConsentAt: order.delivery_consent_at?.toISOString() ?? null,
      receiptAvailable: STAGE_IS_PAID[order.stage],
      shippingAddress: order.shipping_address,
      items: items.map((item) => ({ ...item, refundedAt: refunded.get(item.productId) ?? null })),
      // Units held for a Steam gift or a physical item are stock, not keys for the shopper.
      keys: keys.filter((key) => keyLines.has(key.productId)).map((key) => ({ ...key, ...claims.fieldsOf(key.id) })),
      claimedKeys: claims.claimedKeys,
      history,
    };
  }

  /** Whether the key belongs to a line delivered as a key (not a Steam gift or physical item). */
  private async isKeyLineKey(orderId: string, keyId: string): Promise<boolean> {
    const [lines, keys] = await Promise.all([this.orders.linesOf(orderId), this.keys.deliveredOf(orderId)]);
    const key = keys.find((candidate) => candidate.id === keyId);
    return key !== undefined && lines.some((line) => line.productId === key.productId && !isDeliveredByHand(line.deliveryKind));
  }

  private async own(user: AuthUser, orderNumber: string): Promise<OrderRow> {
    const order = await this.orders.findOwn(user.id, orderNumber);
    if (!order) throw new OrderNotFoundError(orderNumber);
    return order;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
