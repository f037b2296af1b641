import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { Queryable } from '../database/queryable.js';
import { KeyCipher, maskKeyCode } from '../keys/key-cipher.js';
import { KeyDeliveryService } from '../keys/key-delivery.service.js';
import { KEY_CIPHER } from '../keys/keys.tokens.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import type { ResolveKeyClaimDto } from './dto/resolve-key-claim.dto.js';
import { claimResolvedMail, type ClaimOutcome } from './key-claim-mails.js';
import {
  ClaimedKeyUnavailableError,
  KeyClaimNotFoundError,
  KeyClaimResolvedError,
  NoReplacementInStockError,
  NothingToCreditError,
  RejectReasonMisplacedError,
} from './key-claims.errors.js';
import { KeyClaimsRepository, type KeyClaimRow, type ResolutionChange } from './key-claims.repository.js';
import type { AdminKeyClaimPageView, AdminKeyClaimView } from '#contracts/claims.contract';
import type { KeyClaimStatus, ScreenshotType } from '#contracts/claims.constants';
import { toKeyClaimView } from './order-key-claims.service.js';
import { KeyStockService } from '../keys/key-stock.service.js';
import { CreditLedger } from '../credits/credit-ledger.service.js';
import { Transactions } from '../events/transactions.js';

export const KEY_CLAIMS_PAGE_SIZE = 25;

/**
 * Admins follow the claims (open ones first) and resolve each once: replace the key with one from
 * stock, refund it as store credit, or reject the claim with a reason. A resolution is one
 * transaction: the claim locked and closed, the keys and the ledger changed, the audit row and the
 * customer's mail written; a claim resolved already is a 409 and changes nothing.
 */
@Injectable()
export class KeyClaimsAdminService {
  private readonly logger = new Logger(KeyClaimsAdminService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEY_CIPHER) private readonly cipher: KeyCipher,
    private readonly claims: KeyClaimsRepository,
    private readonly keys: KeyDeliveryService,
    private readonly stock: KeyStockService,
    private readonly credits: CreditLedger,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLog,
  ) {}

  /** How many claims wait for an admin's decision. */
  openCount(): Promise<number> {
    return this.claims.countOpen();
  }

  /** A page of claims: open ones first, then the newest; optionally of one status. */
  async page(status: KeyClaimStatus | null, page: number): Promise<AdminKeyClaimPageView> {
    const { total, openCount, items } = await this.claims.page(status, KEY_CLAIMS_PAGE_SIZE, (page - 1) * KEY_CLAIMS_PAGE_SIZE);
    return { items, page, pageSize: KEY_CLAIMS_PAGE_SIZE, total, openCount };
  }

  /** One claim in full: the message, the screenshot's address, the order, and the key and its replacement masked. */
  async detail(id: string): Promise<AdminKeyClaimView> {
    const claim = await this.claims.find(this.claims.db, id);
    if (!claim) throw new KeyClaimNotFoundError(id);
    const [key, replacement, stock, resolvedByEmail] = await Promise.all([
      this.claims.keyState(this.claims.db, claim.key_id),
      claim.replacement_key_id ? this.claims.keyState(this.claims.db, claim.replacement_key_id) : null,
      this.claims.stockOf(claim.product_id),
      claim.status === 'open' ? null : this.claims.resolverEmail(claim.id),
    ]);
    const view = toKeyClaimView({ ...claim, claim_id: claim.id, claim_status: claim.status });
    return {
      id: claim.id,
      status: claim.status,
      createdAt: claim.created_at.toISOString(),
      resolvedAt: view.resolvedAt,
      orderNumber: claim.order_number,
      customerEmail: claim.order_email,
      productId: claim.product_id,
      productName: claim.product_name,
      platform: claim.platform,
      maskedKey: claim.masked_key,
      messagePreview: claim.message.slice(0, 140),
      hasScreenshot: claim.screenshot_type !== null,
      message: claim.message,
      screenshot: claim.screenshot_type
        ? { contentType: claim.screenshot_type, sizeBytes: claim.screenshot_size ?? 0, url: `/api/admin/claims/${claim.id}/screenshot` }
        : null,
      order: {
        orderNumber: claim.order_number,
        status: claim.order_status,
        customerName: [claim.first_name, claim.last_name].filter(Boolean).join(' '),
        createdAt: claim.order_created_at.toISOString(),
        paidAt: claim.paid_at?.toISOString() ?? null,
      },
      key: {
        id: claim.key_id,
        masked: claim.masked_key,
        status: key?.status ?? 'unknown',
        deliveredAt: key?.delivered_at?.toISOString() ?? null,
        revealedAt: key?.revealed_at?.toISOString() ?? null,
      },
      unitPriceCents: claim.unit_price_cents,
      stock,
      resolution: view.resolution,
      resolvedByEmail,
      replacementMasked: replacement ? maskKeyCode(await this.cipher.decrypt(replacement.code_encrypted, replacement.data_key_id)) : null,
    };
  }

  /** The screenshot's bytes and type, for the admin only. */
  async screenshot(id: string): Promise<{ bytes: Buffer; contentType: ScreenshotType }> {
    const row = await this.claims.screenshot(id);
    if (!row) throw new DomainError('not_found', 'screenshot_not_found', 'This claim has no screenshot.');
    return { bytes: row.screenshot, contentType: row.screenshot_type };
  }

  /** Resolves an open claim once; see the class comment. Answers the claim as it now is. */
  async resolve(admin: AuthUser, id: string, form: ResolveKeyClaimDto): Promise<AdminKeyClaimView> {
    if (form.action !== 'reject' && form.reason !== undefined) throw new RejectReasonMisplacedError();
    const result = await this.transactions.run(async (tx) => {
      const claim = await this.claims.find(tx, id, true);
      if (!claim) throw new KeyClaimNotFoundError(id);
      if (claim.status !== 'open') throw new KeyClaimResolvedError(claim.status, claim.resolved_at);

      const { change, outcome } = form.action === 'reject' ? rejection(form.reason as string) : await this.settle(tx, claim, form.action);
      await this.claims.resolve(tx, claim.id, { ...change, adminId: admin.id });
      await this.audit.record(
        admin,
        'claim.resolve',
        claim.id,
        {
          action: form.action,
          productId: claim.product_id,
          productName: claim.product_name,
          orderNumber: claim.order_number,
          ...(outcome.outcome === 'credited' ? { creditCents: outcome.creditCents } : {}),
          ...(outcome.outcome === 'rejected' ? { reason: outcome.reason } : {}),
        },
        tx,
      );
      const mailId = await this.outbox.enqueue(
        tx,
        claimResolvedMail(
          this.config,
          { recipient: claim.order_email, firstName: claim.first_name, orderNumber: claim.order_number, productName: claim.product_name, platform: claim.platform, maskedKey: claim.masked_key },
          outcome,
        ),
      );
      return { mailId, outcome: outcome.outcome };
    });

    this.logger.log(`Admin ${admin.id} resolved claim ${id}: ${result.outcome}`);
    return this.detail(id);
  }

  /**
   * Replaces or refunds the reported key, within the claim's transaction: the key must still be
   * delivered to the claim's order; it is burned once its replacement is delivered, or its price credited.
   */
  private async settle(tx: Queryable, claim: KeyClaimRow, action: 'replace' | 'credit'): Promise<{ change: Omit<ResolutionChange, 'adminId'>; outcome: ClaimOutcome }> {
    const key = await this.claims.lockKey(tx, claim.key_id);
    if (!key || key.status !== 'delivered' || key.order_id !== claim.order_id) throw new ClaimedKeyUnavailableError();
    let settled: { change: Omit<ResolutionChange, 'adminId'>; outcome: ClaimOutcome };
    if (action === 'replace') {
      const replacementKeyId = await this.stock.deliverReplacement(tx, claim.product_id, claim.order_id);
      if (!replacementKeyId) throw new NoReplacementInStockError(claim.product_name);
      settled = { change: { status: 'replaced', replacementKeyId }, outcome: { outcome: 'replaced', replacementKeyId } };
    } else {
      const creditCents = claim.unit_price_cents;
      if (creditCents <= 0) throw new NothingToCreditError(claim.product_name);
      const creditId = await this.credits.refundKeyClaim(tx, claim.user_id, creditCents, claim.masked_key);
      settled = { change: { status: 'credited', creditCents, creditId }, outcome: { outcome: 'credited', creditCents } };
    }
    await this.keys.burn(tx, [claim.key_id]);
    return settled;
  }
}

function rejection(reason: string): { change: Omit<ResolutionChange, 'adminId'>; outcome: ClaimOutcome } {
  return { change: { status: 'rejected', rejectReason: reason }, outcome: { outcome: 'rejected', reason } };
}
