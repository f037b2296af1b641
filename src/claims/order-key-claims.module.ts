import { Module } from '@nestjs/common';
import { KeyClaimsRepository } from './key-claims.repository.js';
import { OrderKeyClaims } from './order-key-claims.service.js';

/** The claims of an order for its views, without controllers: imported by the orders module, which shows them, and by the claims module. */
@Module({
  providers: [KeyClaimsRepository, OrderKeyClaims],
  exports: [OrderKeyClaims, KeyClaimsRepository],
})
export class OrderKeyClaimsModule {}
