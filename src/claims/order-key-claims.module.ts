import { Module } from '@nestjs/common';
import { KeyClaimsRepository } from './key-claims.repository.js';
import { OrderKeyClaims } from './order-key-claims.service.js';

/** The claims of an order for its views, without controllers: imported by the orders module, which shows them. */
@Module({
  providers: [KeyClaimsRepository, OrderKeyClaims],
  exports: [OrderKeyClaims],
})
export class OrderKeyClaimsModule {}
