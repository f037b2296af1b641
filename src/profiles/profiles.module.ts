import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AccountPageService } from './account-page.service.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';

/** Shoppers' profiles, and the account data the pages render (profile, credit, orders). */
@Module({
  imports: [AuthModule, CreditsModule, OrdersModule],
  controllers: [ProfilesController],
  providers: [ProfilesRepository, ProfilesService, AccountPageService],
  exports: [ProfilesService, AccountPageService],
})
export class ProfilesModule {}
