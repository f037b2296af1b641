import { Injectable, OnModuleInit } from '@nestjs/common';
import { MailRenderer } from '../notifications/mail-renderer.js';
import { KeyDeliveryService } from './key-delivery.service.js';

/** Mails that deliver keys show their codes: the mail renderer reads them through key delivery. */
@Injectable()
export class MailKeyCodes implements OnModuleInit {
  constructor(
    private readonly renderer: MailRenderer,
    private readonly delivery: KeyDeliveryService,
  ) {}

  onModuleInit(): void {
    this.renderer.useKeyCodes((keyIds) => this.delivery.codesFor(keyIds));
  }
}
