import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';
import { MyCreditsController } from './my-credits.controller.js';

/** Store credit: the `user_credits` ledger. */
@Module({
  imports: [AuthModule],
  controllers: [MyCreditsController],
  providers: [CreditsRepository, CreditsService],
  exports: [CreditsService],
})
export class CreditsModule {}
