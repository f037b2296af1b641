import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import type { UserRow } from './users.repository.js';
import { describeDevice } from './device-description.js';
import { KnownDevicesRepository } from './known-devices.repository.js';

/**
 * Tells an account when it is signed in to from a device (browser and OS) it was never signed in
 * from. The account's first session (the one sign-up starts) only makes its device known.
 */
@Injectable()
export class NewDeviceAlerts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly knownDevices: KnownDevicesRepository,
    private readonly outbox: MailOutbox,
  ) {}

  /** Remembers the device of a session being started, and queues the mail in the same transaction when it is new. */
  async noteSignIn(tx: EntityManager, user: UserRow, userAgent: string | null): Promise<void> {
    const device = describeDevice(userAgent);
    const firstSignIn = !(await this.knownDevices.hasAny(tx, user.id));
    const newDevice = await this.knownDevices.remember(tx, user.id, device);
    if (firstSignIn || !newDevice) return;
    await this.outbox.enqueue(tx, {
      recipient: user.email,
      template: 'new_sign_in',
      payload: {
        device,
        signedInAt: new Date().toISOString(),
        settingsUrl: `${this.config.publicUrl}/dashboard?tab=settings`,
        resetPasswordUrl: `${this.config.publicUrl}/auth/forgot-password`,
      },
    });
  }
}
