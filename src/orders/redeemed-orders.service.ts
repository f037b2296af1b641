import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { EntityManager } from 'typeorm';
import { KeyStockService } from '../keys/key-stock.service.js';
import { OrdersRepository } from './orders.repository.js';

/** The order that delivers a redeemed game, as the orders module keeps it. */
@Injectable()
export class RedeemedOrders {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly stock: KeyStockService,
  ) {}

  /**
   * Places one line at no charge with a key reserved for it, already paid, so that fulfilment picks
   * it up at once; in the caller's transaction. Null when no key of the game is left: the caller
   * then rolls its transaction back.
   */
  async place(tx: EntityManager, user: AuthUser, product: { id: string; name: string; platform: string }, note: string): Promise<{ orderId: string; orderNumber: string } | null> {
    const orderNumber = await this.orders.nextOrderNumber(tx);
    const orderId = (await this.orders.insert(tx, {
      userId: user.id,
      orderNumber,
      subtotalCents: 0,
      serviceFeeCents: 0,
      creditAppliedCents: 0,
      totalCents: 0,
      totalZarCents: 0,
      zarPerEur: this.config.zarPerEur,
      paymentMethod: 'redeem',
      email: user.email,
      firstName: user.email.split('@')[0],
      lastName: null,
      phone: null,
      country: 'South Africa',
      steamTradeUrl: null,
      giftRecipientEmail: null,
      idempotencyKey: null,
      reservedUntil: new Date(),
    })) as string;
    await this.orders.insertItem(tx, orderId, { productId: product.id, name: product.name, platform: product.platform, quantity: 1, unitPriceCents: 0 });
    if ((await this.stock.reserve(tx, product.id, orderId, 1, new Date())) < 1) return null;
    await this.orders.recordEvent(tx, orderId, null, 'pending', note);
    await this.orders.changeStatus(tx, { id: orderId, status: 'pending' }, 'verified', { stamp: 'paid', note: 'redeemed code' });
    return { orderId, orderNumber };
  }
}
