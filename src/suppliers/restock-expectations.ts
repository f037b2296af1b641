import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RestockSettingsRepository } from './restock-settings.repository.js';

/** What the shop may promise about a sold-out product's next keys. */
@Injectable()
export class RestockExpectations {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: RestockSettingsRepository,
  ) {}

  /**
   * True when the worker will buy keys within a day: the product restocks from the wholesaler, which
   * had keys at a price within the maximum when it was asked in the last day.
   */
  async expectsKeysSoon(productId: string): Promise<boolean> {
    return this.config.wholesaler !== null && (await this.settings.expectsKeys(productId));
  }
}
