import type { AppConfig } from '../config/app-config.js';
import type { MailKeyRef, OutgoingMail } from '../notifications/mail.types.js';

/** The admin's page of a claim, for the owner's mail. */
export function adminClaimUrl(config: AppConfig, claimId: string): string {
  return `${config.publicUrl}/admin/claims/${encodeURIComponent(claimId)}`;
}

function orderUrl(config: AppConfig, orderNumber: string): string {
  return `${config.publicUrl}/dashboard/orders/${encodeURIComponent(orderNumber)}`;
}

export interface ReportedClaim {
  claimId: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  productName: string;
  platform: string;
  maskedKey: string;
  deliveredAt: Date | null;
  revealed: boolean;
  message: string;
  hasScreenshot: boolean;
  reportedAt: Date;
}

/** The owner's notice of a new claim, with a link to it in the admin; the key appears masked only. */
export function claimReceivedMail(config: AppConfig, claim: ReportedClaim): OutgoingMail {
  return {
    recipient: config.mail.storeOwnerEmail,
    template: 'key_claim_received',
    payload: {
      ...claim,
      deliveredAt: claim.deliveredAt?.toISOString() ?? null,
      reportedAt: claim.reportedAt.toISOString(),
      adminUrl: adminClaimUrl(config, claim.claimId),
    },
  };
}

export interface ResolvedClaim {
  recipient: string;
  firstName: string;
  orderNumber: string;
  productName: string;
  platform: string;
  maskedKey: string;
}

export type ClaimOutcome = { outcome: 'replaced'; replacementKeyId: string } | { outcome: 'credited'; creditCents: number } | { outcome: 'rejected'; reason: string };

/** The customer's mail with the outcome; a replacement names the new key by id, so it is decrypted only when the mail is sent. */
export function claimResolvedMail(config: AppConfig, claim: ResolvedClaim, result: ClaimOutcome): OutgoingMail {
  const keys: MailKeyRef[] = result.outcome === 'replaced' ? [{ keyId: result.replacementKeyId, productName: claim.productName, platform: claim.platform }] : [];
  return {
    recipient: claim.recipient,
    template: 'key_claim_resolved',
    payload: {
      outcome: result.outcome,
      firstName: claim.firstName,
      orderNumber: claim.orderNumber,
      productName: claim.productName,
      platform: claim.platform,
      maskedKey: claim.maskedKey,
      keys,
      creditCents: result.outcome === 'credited' ? result.creditCents : null,
      reason: result.outcome === 'rejected' ? result.reason : null,
      orderUrl: orderUrl(config, claim.orderNumber),
    },
  };
}
