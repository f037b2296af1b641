import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { KeyCipher, maskKeyCode } from '../keys/key-cipher.js';
import { KEY_CIPHER } from '../keys/keys.tokens.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { KeyNotFoundError, OrderNotFoundError } from '../common/errors/own-order.errors.js';
import { withinClaimWindow } from './claim-window.js';
import type { ReportKeyClaimDto } from './dto/report-key-claim.dto.js';
import { claimReceivedMail } from './key-claim-mails.js';
import { ClaimWindowClosedError, KeyAlreadyReportedError, KeyAlreadySettledError, ScreenshotRefusedError } from './key-claims.errors.js';
import { KeyClaimsRepository } from './key-claims.repository.js';
import type { KeyClaimView } from '#contracts/claims.contract';
import { checkScreenshot } from './screenshot.js';
import { Transactions } from '../events/transactions.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';

/**
 * A customer reports a delivered key of their own order as not working, within CLAIM_WINDOW_HOURS of
 * its delivery (the refund policy's 48 hours), with a message and optionally a screenshot; the owner
 * is mailed. Anybody else's order or key is a 404, as on the other order endpoints.
 */
@Injectable()
export class KeyClaimsService {
  private readonly logger = new Logger(KeyClaimsService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEY_CIPHER) private readonly cipher: KeyCipher,
    private readonly claims: KeyClaimsRepository,
    private readonly outbox: MailOutbox,
  ) {}

  /** Opens a claim on the key; one open claim per key, and none on a key already replaced or refunded. */
  async report(user: AuthUser, orderNumber: string, keyId: string, form: ReportKeyClaimDto): Promise<KeyClaimView> {
    const order = await this.claims.ownOrder(user.id, orderNumber);
    if (!order) throw new OrderNotFoundError(orderNumber);
    if (!UUID.test(keyId)) throw new KeyNotFoundError();
    const screenshot = form.screenshot ? checkScreenshot(form.screenshot.contentType, form.screenshot.dataBase64) : null;
    if (screenshot && !screenshot.ok) throw new ScreenshotRefusedError(screenshot.code, screenshot.message);

    const claim = await this.transactions.run(async (tx) => {
      const key = await this.claims.lockOrderKey(tx, order.id, keyId);
      if (!key) throw new KeyNotFoundError();
      const latest = await this.claims.latestOf(tx, key.id);
      if (latest?.status === 'open') throw new KeyAlreadyReportedError(latest.created_at);
      if (key.status === 'burned' || latest?.status === 'replaced' || latest?.status === 'credited') {
        throw new KeyAlreadySettledError(latest?.status === 'credited' ? 'credited' : 'replaced');
      }
      if (!withinClaimWindow(key.delivered_at, this.config.claimWindowHours, new Date())) throw new ClaimWindowClosedError(key.delivered_at, this.config.claimWindowHours);

      const maskedKey = maskKeyCode(await this.cipher.decrypt(key.code_encrypted, key.data_key_id, tx));
      const inserted = await this.claims
        .insert(tx, {
          keyId: key.id,
          orderId: order.id,
          userId: user.id,
          productId: key.product_id,
          maskedKey,
          message: form.message,
          screenshot: screenshot?.ok ? { bytes: screenshot.bytes, contentType: screenshot.contentType } : null,
        })
        .catch((error: { code?: string; driverError?: { code?: string } }) => {
          // The key's row lock makes this all but impossible; the index is the last word.
          if ((error.driverError?.code ?? error.code) === UNIQUE_VIOLATION) throw new KeyAlreadyReportedError(new Date());
          throw error;
        });
      const mailId = await this.outbox.enqueue(
        tx,
        claimReceivedMail(this.config, {
          claimId: inserted.id,
          orderNumber: order.order_number,
          customerName: [order.first_name, order.last_name].filter(Boolean).join(' '),
          customerEmail: order.email,
          productName: key.product_name,
          platform: key.platform,
          maskedKey,
          deliveredAt: key.delivered_at,
          revealed: key.revealed_at !== null,
          message: form.message,
          hasScreenshot: screenshot !== null,
          reportedAt: inserted.created_at,
        }),
      );
      return { id: inserted.id, createdAt: inserted.created_at, mailId };
    });

    this.logger.log(`User ${user.id} reported key ${keyId} of order ${order.order_number} as not working (claim ${claim.id})`);
    return { id: claim.id, status: 'open', createdAt: claim.createdAt.toISOString(), resolution: null, resolvedAt: null };
  }
}
