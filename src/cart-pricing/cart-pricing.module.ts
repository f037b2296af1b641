import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CartPricingController } from './cart-pricing.controller.js';
import { CartPricingService } from './cart-pricing.service.js';

/** Prices carts for the cart page, checkout and orders. */
@Module({
  imports: [CatalogModule],
  controllers: [CartPricingController],
  providers: [CartPricingService],
  exports: [CartPricingService],
})
export class CartPricingModule {}
