import { Inject, Injectable } from '@nestjs/common';
import type { PricedProduct } from '../catalog/priced-product.js';
import { CatalogService } from '../catalog/catalog.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { CartQuote } from '#contracts/cart.contract';
import { CartLineRequest, priceCart } from './price-cart.js';

/** The authoritative price of a cart: prices and stock from the database, never from the client. */
@Injectable()
export class CartPricingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
  ) {}

  async quote(items: CartLineRequest[]): Promise<CartQuote> {
    return (await this.price(items)).quote;
  }

  /** The quote with the products it was priced from (checkout needs their categories too). */
  async price(items: CartLineRequest[]): Promise<{ quote: CartQuote; products: PricedProduct[] }> {
    const products = await this.catalog.priced([...new Set(items.map((item) => item.productId))]);
    const quote = priceCart(items, products, {
      serviceFeePercent: this.config.serviceFeePercent,
      zarPerEur: this.config.zarPerEur,
      maxQuantityPerProduct: this.config.reservations.maxQuantityPerProduct,
    });
    return { quote, products };
  }
}
