import { Injectable } from '@nestjs/common';
import type { CreditsView, LastOrderContact, OrderSummaryView, ProfileView, UserView } from '#contracts/auth.contract';
import { UsersService } from '../auth/users.service.js';
import { CreditsService } from '../credits/credits.service.js';
import { OrderHistoryService } from '../orders/order-history.service.js';
import type { AccountPageServices } from './page-services.js';
import { ProfilesService } from '../profiles/profiles.service.js';

/** What the account pages read during server rendering (`pageContext.services.account`). */
@Injectable()
export class AccountPageService implements AccountPageServices {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly creditsService: CreditsService,
    private readonly orderHistory: OrderHistoryService,
    private readonly users: UsersService,
  ) {}

  user(userId: string): Promise<UserView> {
    return this.users.view(userId);
  }

  profile(userId: string): Promise<ProfileView> {
    return this.profiles.get(userId);
  }

  credits(userId: string): Promise<CreditsView> {
    return this.creditsService.credits(userId);
  }

  orders(userId: string): Promise<OrderSummaryView[]> {
    return this.orderHistory.summaries(userId);
  }

  lastOrderContact(userId: string): Promise<LastOrderContact | null> {
    return this.orderHistory.lastContact(userId);
  }
}
