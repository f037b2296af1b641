import { Injectable } from '@nestjs/common';
import { Transactions } from '../events/transactions.js';
import { MAX_RESTOCK_REQUESTS, MAX_WISHLIST_ITEMS } from '#contracts/wishlists.constants';
import type { WishlistIdsView, WishlistMergeView, WishlistView } from '#contracts/wishlists.contract';
import { RestockRequestsRepository } from './restock-requests.repository.js';
import { NotWishlistedError, WishlistFullError, WishlistProductNotFoundError } from './wishlists.errors.js';
import { WishlistsRepository } from './wishlists.repository.js';

/** Each account's wishlist, bounded; every method acts on the caller's own list only. */
@Injectable()
export class WishlistsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly wishlists: WishlistsRepository,
    private readonly requests: RestockRequestsRepository,
  ) {}

  async list(userId: string): Promise<WishlistView> {
    const [items, priceDropMails] = await Promise.all([this.wishlists.list(userId, MAX_WISHLIST_ITEMS), this.wishlists.priceDropMails(userId)]);
    return { items, limit: MAX_WISHLIST_ITEMS, priceDropMails };
  }

  async ids(userId: string): Promise<WishlistIdsView> {
    const [productIds, restockProductIds] = await Promise.all([this.wishlists.productIds(userId, MAX_WISHLIST_ITEMS), this.requests.waitingProductIds(userId, MAX_RESTOCK_REQUESTS)]);
    return { productIds, restockProductIds };
  }

  /** Adds one game; adding one already there changes nothing. A full list refuses it. */
  async add(userId: string, productId: string): Promise<WishlistIdsView> {
    if (!(await this.wishlists.productExists(productId))) throw new WishlistProductNotFoundError();
    await this.transactions.run(async (tx) => {
      await this.wishlists.lockAccount(tx, userId);
      const added = await this.wishlists.add(tx, userId, [productId], 1);
      if (added.length > 0 && (await this.wishlists.count(tx, userId)) > MAX_WISHLIST_ITEMS) throw new WishlistFullError();
    });
    return this.ids(userId);
  }

  async remove(userId: string, productId: string): Promise<void> {
    if (!(await this.wishlists.remove(userId, productId))) throw new NotWishlistedError();
  }

  /**
   * Adds the games a signed-out browser kept, as far as the list has room (the browser's newest
   * first); games already listed and ids of no product are passed over, so sending it twice adds nothing.
   */
  async merge(userId: string, productIds: string[]): Promise<WishlistMergeView> {
    const added = await this.transactions.run(async (tx) => {
      await this.wishlists.lockAccount(tx, userId);
      const room = MAX_WISHLIST_ITEMS - (await this.wishlists.count(tx, userId));
      return room > 0 ? this.wishlists.add(tx, userId, [...new Set(productIds)].reverse(), room) : [];
    });
    return { ...(await this.ids(userId)), added: added.length };
  }

  async setPriceDropMails(userId: string, enabled: boolean): Promise<{ priceDropMails: boolean }> {
    await this.wishlists.setPriceDropMails(userId, enabled);
    return { priceDropMails: enabled };
  }

  async priceDropMails(userId: string): Promise<{ priceDropMails: boolean }> {
    return { priceDropMails: await this.wishlists.priceDropMails(userId) };
  }
}
