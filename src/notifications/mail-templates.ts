import { restockRefusedMail } from './templates/restock-refused.mail.js';
import { toSingleLine } from '../common/single-line.js';
import type { SellerIdentity } from '../config/app-config.js';
import { MULTI_LINE_FIELDS, type MailKeyLine, type MailPayloads, type MailTemplate, type RenderedMail, type UnsubscribeLinks } from './mail.types.js';
import { chatAnsweredMail, chatWaitingMail } from './templates/chat.mail.js';
import { contactMessageMail } from './templates/contact-message.mail.js';
import { emailChangeNoticeMail } from './templates/email-change-notice.mail.js';
import { emailVerificationMail } from './templates/email-verification.mail.js';
import { giftDeliveredMail } from './templates/gift-delivered.mail.js';
import { giftSentMail } from './templates/gift-sent.mail.js';
import { keyClaimReceivedMail } from './templates/key-claim-received.mail.js';
import { keyClaimResolvedMail } from './templates/key-claim-resolved.mail.js';
import { keysDeliveredMail } from './templates/keys-delivered.mail.js';
import { lineRefundedMail } from './templates/line-refunded.mail.js';
import { lowStockMail } from './templates/low-stock.mail.js';
import { type MailContent, renderMailHtml } from './templates/mail-layout.js';
import { orderReceivedMail } from './templates/order-received.mail.js';
import { orderUpdateMail } from './templates/order-update.mail.js';
import { ownerOrderMail } from './templates/owner-order.mail.js';
import { newSignInMail } from './templates/new-sign-in.mail.js';
import { backInStockMail, priceDropMail } from './templates/product-alerts.mail.js';
import { passwordResetMail } from './templates/password-reset.mail.js';
import { signInChallengeMail, signInCodeMail } from './templates/sign-in-code.mail.js';
import { signUpAttemptMail } from './templates/sign-up-attempt.mail.js';

/** Each template's function; the ones that deliver keys get the decrypted keys as well. */
const TEMPLATES: { [T in MailTemplate]: (payload: MailPayloads[T], keys: MailKeyLine[]) => MailContent } = {
  order_received: orderReceivedMail,
  keys_delivered: keysDeliveredMail,
  gift_delivered: giftDeliveredMail,
  gift_sent: giftSentMail,
  owner_order: ownerOrderMail,
  password_reset: passwordResetMail,
  sign_in_code: signInCodeMail,
  sign_in_challenge: signInChallengeMail,
  contact_message: contactMessageMail,
  order_update: orderUpdateMail,
  low_stock: lowStockMail,
  line_refunded: lineRefundedMail,
  key_claim_received: keyClaimReceivedMail,
  key_claim_resolved: keyClaimResolvedMail,
  chat_waiting: chatWaitingMail,
  chat_answered: chatAnsweredMail,
  new_sign_in: newSignInMail,
  email_verification: emailVerificationMail,
  sign_up_attempt: signUpAttemptMail,
  email_change_notice: emailChangeNoticeMail,
  back_in_stock: backInStockMail,
  price_drop: priceDropMail,
  restock_refused: restockRefusedMail,
};

/**
 * Renders a mail with every single-line text of its payload and keys folded onto one line (data stored
 * before input refused line breaks still has them), and a subject that is one line whatever went in.
 * The HTML part is rendered here only, by React, so every value in it is escaped.
 */
export function renderTemplate<T extends MailTemplate>(template: T, payload: MailPayloads[T], keys: MailKeyLine[], seller: SellerIdentity): RenderedMail {
  const render = TEMPLATES[template] as (payload: MailPayloads[T], keys: MailKeyLine[]) => MailContent;
  if (!render) throw new Error(`Unknown mail template ${template}`);
  const multiLine = new Set<string>(MULTI_LINE_FIELDS[template] ?? []);
  const singleLinePayload = Object.fromEntries(
    Object.entries(payload as object).map(([field, value]) => [field, multiLine.has(field) ? value : foldedOntoOneLine(value)]),
  ) as unknown as MailPayloads[T];
  const mail = render(singleLinePayload, foldedOntoOneLine(keys));
  const subject = toSingleLine(mail.subject);
  // The plain-text part names the seller too, as the HTML footer does.
  const sellerLine = `${seller.name}, ${seller.address} · Registration no. ${seller.registrationNumber} · VAT no. ${seller.vatNumber} · ${seller.supportEmail}`;
  const listUnsubscribeUrl = (payload as Partial<UnsubscribeLinks>).oneClickUnsubscribeUrl;
  return { subject, html: renderMailHtml({ ...mail, subject }, seller), text: `${mail.text}${sellerLine}\n`, ...(listUnsubscribeUrl ? { listUnsubscribeUrl } : {}) };
}

/** Every string in the value, however deep, on one line. */
function foldedOntoOneLine<V>(value: V): V {
  if (typeof value === 'string') return toSingleLine(value) as V;
  if (Array.isArray(value)) return value.map(foldedOntoOneLine) as V;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, foldedOntoOneLine(inner)])) as V;
  return value;
}

/** The payload to keep once a mail has gone out: a password reset or verification link and sign-in codes are dropped, they worked for that mail only. */
export function payloadAfterSending(template: MailTemplate, payload: Record<string, unknown>, keepLinks: boolean): Record<string, unknown> {
  if (keepLinks) return payload;
  if (template === 'password_reset') return { ...payload, resetUrl: null };
  if (template === 'email_verification') return { ...payload, verifyUrl: null };
  if (template === 'sign_in_code') return { ...payload, code: null, signInUrl: null };
  if (template === 'sign_in_challenge') return { ...payload, code: null };
  return payload;
}
