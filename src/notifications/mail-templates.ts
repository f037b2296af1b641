import type { MailKeyLine, MailPayloads, MailTemplate, RenderedMail } from './mail.types.js';
import { contactMessageMail } from './templates/contact-message.mail.js';
import { giftDeliveredMail } from './templates/gift-delivered.mail.js';
import { giftSentMail } from './templates/gift-sent.mail.js';
import { keyClaimReceivedMail } from './templates/key-claim-received.mail.js';
import { keyClaimResolvedMail } from './templates/key-claim-resolved.mail.js';
import { keysDeliveredMail } from './templates/keys-delivered.mail.js';
import { lineRefundedMail } from './templates/line-refunded.mail.js';
import { lowStockMail } from './templates/low-stock.mail.js';
import { orderReceivedMail } from './templates/order-received.mail.js';
import { orderUpdateMail } from './templates/order-update.mail.js';
import { ownerOrderMail } from './templates/owner-order.mail.js';
import { passwordResetMail } from './templates/password-reset.mail.js';

/** Each template's function; the ones that deliver keys get the decrypted keys as well. */
const TEMPLATES: { [T in MailTemplate]: (payload: MailPayloads[T], keys: MailKeyLine[]) => RenderedMail } = {
  order_received: orderReceivedMail,
  keys_delivered: keysDeliveredMail,
  gift_delivered: giftDeliveredMail,
  gift_sent: giftSentMail,
  owner_order: ownerOrderMail,
  password_reset: passwordResetMail,
  contact_message: contactMessageMail,
  order_update: orderUpdateMail,
  low_stock: lowStockMail,
  line_refunded: lineRefundedMail,
  key_claim_received: keyClaimReceivedMail,
  key_claim_resolved: keyClaimResolvedMail,
};

export function renderTemplate<T extends MailTemplate>(template: T, payload: MailPayloads[T], keys: MailKeyLine[]): RenderedMail {
  const render = TEMPLATES[template] as (payload: MailPayloads[T], keys: MailKeyLine[]) => RenderedMail;
  if (!render) throw new Error(`Unknown mail template ${template}`);
  return render(payload, keys);
}

/** The payload to keep once a mail has gone out: a password reset link is dropped, it worked for that mail only. */
export function payloadAfterSending(template: MailTemplate, payload: Record<string, unknown>, keepLinks: boolean): Record<string, unknown> {
  if (template === 'password_reset' && !keepLinks) return { ...payload, resetUrl: null };
  return payload;
}
