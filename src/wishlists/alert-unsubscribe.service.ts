import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { UnsubscribeView } from '#contracts/wishlists.contract';
import { RestockRequestsRepository } from './restock-requests.repository.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';
import { InvalidUnsubscribeLinkError } from './wishlists.errors.js';
import { WishlistsRepository } from './wishlists.repository.js';

/** Unsubscribe links: a signed token turns off what it names, without signing in; using it again changes nothing. */
@Injectable()
export class AlertUnsubscribe {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: RestockRequestsRepository,
    private readonly wishlists: WishlistsRepository,
  ) {}

  async unsubscribe(token: string): Promise<UnsubscribeView> {
    const target = readUnsubscribeToken(this.config.jwtSecret, token);
    if (!target) throw new InvalidUnsubscribeLinkError();
    if (target.kind === 'restock') {
      const ended = await this.requests.endById(target.requestId);
      if (!ended) throw new InvalidUnsubscribeLinkError();
      return { kind: 'restock', productName: ended.productName };
    }
    await this.wishlists.setPriceDropMails(target.userId, false);
    return { kind: 'price_drops', productName: null };
  }
}
