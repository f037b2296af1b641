import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { OrderOrigin } from '../fraud/fraud-checks.service.js';
import { UnpaidKeysLimitError } from './orders.errors.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * Caps on the keys that wait for payment: nobody takes the stock off sale by checking out without
 * paying. An account's unpaid orders hold at most UNPAID_KEYS_LIMIT_PER_ACCOUNT keys at once, and the
 * orders placed from one client address at most UNPAID_KEYS_LIMIT_PER_IP (several accounts, one person).
 */
@Injectable()
export class ReservationLimits {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
  ) {}

  /** Refuses an order of `keys` unpaid keys past either cap; in the checkout's transaction, under OrdersRepository.lockShopper. */
  async assertRoomFor(tx: EntityManager, origin: OrderOrigin, keys: number): Promise<void> {
    const { unpaidKeysPerAccount, unpaidKeysPerIp } = this.config.reservations;
    const paymentMinutes = this.config.orderPaymentTimeoutMinutes;
    const { byAccount, fromAddress } = await this.orders.unpaidKeys(tx, origin.userId, origin.clientIp);
    if (byAccount + keys > unpaidKeysPerAccount) throw new UnpaidKeysLimitError('account', { limit: unpaidKeysPerAccount, held: byAccount, keys, paymentMinutes });
    if (fromAddress !== null && fromAddress + keys > unpaidKeysPerIp) throw new UnpaidKeysLimitError('address', { limit: unpaidKeysPerIp, held: fromAddress, keys, paymentMinutes });
  }
}
