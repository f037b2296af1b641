import { Module } from '@nestjs/common';
import { KeyClaimsRepository } from './key-claims.repository.js';
import { OrderKeyClaims } from './order-key-claims.service.js';

/** The claims' table, for this folder's modules only. */
@Module({ providers: [KeyClaimsRepository], exports: [KeyClaimsRepository] })
export class KeyClaimsStoreModule {}

/** The claims of an order for its views, without controllers: imported by the orders module, which shows them. */
@Module({
  imports: [KeyClaimsStoreModule],
  providers: [OrderKeyClaims],
  exports: [OrderKeyClaims],
})
export class OrderKeyClaimsModule {}
