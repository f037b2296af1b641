import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { Transactions } from '../events/transactions.js';
import { MAX_RESTOCK_REQUESTS } from '#contracts/wishlists.constants';
import type { RestockRequestView } from '#contracts/wishlists.contract';
import { RestockRequestsRepository } from './restock-requests.repository.js';
import { AlertsNeedVerifiedEmailError, NoRestockRequestError, ProductInStockError, TooManyRestockRequestsError, WishlistProductNotFoundError } from './wishlists.errors.js';

/**
 * "Notify me" on a sold-out game: one mail to the account's own, verified address when keys are back.
 * Signed-in only, so that nobody can have the store mail an address that is not theirs.
 */
@Injectable()
export class RestockRequestsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly requests: RestockRequestsRepository,
  ) {}

  async request(user: AuthUser, productId: string): Promise<RestockRequestView> {
    if (!user.emailVerified) throw new AlertsNeedVerifiedEmailError();
    const product = await this.requests.product(productId);
    if (!product || !product.active) throw new WishlistProductNotFoundError();
    if (product.stock > 0) throw new ProductInStockError();
    await this.transactions.run(async (tx) => {
      await this.requests.lockAccount(tx, user.id);
      if ((await this.requests.countWaiting(tx, user.id)) >= MAX_RESTOCK_REQUESTS) throw new TooManyRestockRequestsError();
      await this.requests.open(tx, user.id, productId);
    });
    return { productId, email: user.email };
  }

  async cancel(userId: string, productId: string): Promise<void> {
    if (!(await this.requests.cancel(userId, productId))) throw new NoRestockRequestError();
  }
}
