import { Inject, Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { CartQuote } from './cart-quote.views.js';
import { CartLineRequest, priceCart } from './price-cart.js';

/** The authoritative price of a cart: prices and stock from the database, never from the client. */
@Injectable()
export class CartPricingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
  ) {}

  async quote(items: CartLineRequest[]): Promise<CartQuote> {
    const merged = mergeLines(items);
    const products = await this.catalog.priced(merged.map((line) => line.productId));
    return priceCart(merged, products, { serviceFeePercent: this.config.serviceFeePercent, zarPerEur: this.config.zarPerEur });
  }
}

/** The same product twice in a request counts as one line with both quantities. */
export function mergeLines(items: CartLineRequest[]): CartLineRequest[] {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of items) quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}
