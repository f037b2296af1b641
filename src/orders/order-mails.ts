import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import type { AppConfig } from '../config/app-config.js';
import type { MailKeyRef, MailOrder, ManualStep, OutgoingMail } from '../notifications/mail.types.js';
import type { OrderStatus } from './order-state.js';
import type { OrderRow } from './orders.repository.js';

export interface MailLine {
  productId: string;
  name: string;
  platform: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  manualStep: ManualStep | null;
  activationPlatform?: ActivationPlatform | null;
  preOrderReleaseDate?: string | null;
}

/** The order as its mails show it, at the moment of the change that writes them. */
export function toMailOrder(order: OrderRow, status: OrderStatus, lines: MailLine[], customerVerified: boolean): MailOrder {
  return {
    orderNumber: order.order_number,
    createdAt: order.created_at.toISOString(),
    status,
    email: order.email,
    firstName: order.first_name,
    lastName: order.last_name,
    phone: order.phone,
    country: order.country,
    steamTradeUrl: order.steam_trade_url,
    giftRecipientEmail: order.gift_recipient_email,
    shippingAddress: order.shipping_address,
    requiresVerification: order.requires_verification,
    customerVerified,
    items: lines.map(({ name, platform, quantity, unitPriceCents, lineTotalCents, manualStep, activationPlatform, preOrderReleaseDate }) => ({
      name,
      platform,
      quantity,
      unitPriceCents,
      lineTotalCents,
      manualStep,
      activationPlatform: activationPlatform ?? null,
      ...(preOrderReleaseDate ? { preOrderReleaseDate } : {}),
    })),
    subtotalCents: order.subtotal_cents,
    serviceFeeCents: order.service_fee_cents,
    creditAppliedCents: order.credit_applied_cents,
    totalCents: order.total_cents,
    totalZarCents: order.total_zar_cents,
  };
}

const orderUrl = (config: AppConfig, orderNumber: string) => `${config.publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}`;
const adminUrl = (config: AppConfig, orderNumber: string) => `${config.publicUrl}/admin/orders/${encodeURIComponent(orderNumber)}`;

/** When an order is placed: the buyer's 'order received (pending payment)' and the owner's notification. */
export function placedOrderMails(config: AppConfig, order: MailOrder): OutgoingMail[] {
  return [
    { recipient: order.email, template: 'order_received', payload: { order, orderUrl: orderUrl(config, order.orderNumber) } },
    { recipient: config.mail.storeOwnerEmail, template: 'owner_order', payload: { event: 'placed', order, adminUrl: adminUrl(config, order.orderNumber) } },
  ];
}

/**
 * When a paid order is fulfilled: the keys to the buyer, or for a gift the keys to the recipient and a
 * confirmation without them to the buyer; and the owner's notification.
 */
export function fulfilledOrderMails(config: AppConfig, order: MailOrder, keys: MailKeyRef[]): OutgoingMail[] {
  const mails: OutgoingMail[] = [];
  const url = orderUrl(config, order.orderNumber);
  if (order.giftRecipientEmail) {
    if (keys.length > 0) mails.push({ recipient: order.giftRecipientEmail, template: 'gift_delivered', payload: { order, keys } });
    mails.push({ recipient: order.email, template: 'gift_sent', payload: { order, orderUrl: url } });
  } else {
    mails.push({ recipient: order.email, template: 'keys_delivered', payload: { order, keys, orderUrl: url } });
  }
  mails.push({ recipient: config.mail.storeOwnerEmail, template: 'owner_order', payload: { event: 'paid', order, adminUrl: adminUrl(config, order.orderNumber) } });
  return mails;
}

/**
 * When a paid order cannot be delivered yet: the owner is alerted with the reasons, and the buyer is told
 * what happens next (keys follow the stock, or a review comes first). The reasons stay with the owner.
 */
export function heldOrderMails(config: AppConfig, order: MailOrder, event: 'awaiting_stock' | 'held_for_review', reasons: string[]): OutgoingMail[] {
  return [
    { recipient: config.mail.storeOwnerEmail, template: 'owner_order', payload: { event, order, adminUrl: adminUrl(config, order.orderNumber), reasons } },
    { recipient: order.email, template: 'order_update', payload: { kind: event, order, orderUrl: orderUrl(config, order.orderNumber) } },
  ];
}

/** To the buyer when an admin cancels a paid order or refunds it to store credit. */
export function orderClosedMail(config: AppConfig, order: MailOrder, kind: 'cancelled' | 'refunded_to_credit' | 'pre_order_cancelled', creditCents: number): OutgoingMail {
  return { recipient: order.email, template: 'order_update', payload: { kind, order, orderUrl: orderUrl(config, order.orderNumber), creditCents } };
}
