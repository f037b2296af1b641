import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import type { ShippingAddress } from '#contracts/delivery-kind.constants';
/**
 * The mails the store writes, each a template name with the payload it is rendered from. Payloads
 * hold what the mail needs at the time of the change that caused it, except product keys: those are
 * named by id and decrypted only when the mail is rendered for sending, so the outbox never holds one.
 */
export type MailTemplate = 'order_received' | 'keys_delivered' | 'gift_delivered' | 'gift_sent' | 'owner_order' | 'password_reset' | 'sign_in_code' | 'sign_in_challenge' | 'contact_message' | 'order_update' | 'low_stock' | 'line_refunded' | 'key_claim_received' | 'key_claim_resolved' | 'chat_waiting' | 'chat_answered' | 'new_sign_in' | 'email_verification' | 'sign_up_attempt' | 'email_change_notice' | 'back_in_stock' | 'price_drop' | 'restock_refused';

export const MAIL_TEMPLATES: readonly MailTemplate[] = ['order_received', 'keys_delivered', 'gift_delivered', 'gift_sent', 'owner_order', 'password_reset', 'sign_in_code', 'sign_in_challenge', 'contact_message', 'order_update', 'low_stock', 'line_refunded', 'key_claim_received', 'key_claim_resolved', 'chat_waiting', 'chat_answered', 'new_sign_in', 'email_verification', 'sign_up_attempt', 'email_change_notice', 'back_in_stock', 'price_drop', 'restock_refused'];

/**
 * The payload fields a person writes as free text, which keep their line breaks. Every other text of
 * a payload (names, subjects, product names, addresses) is single-line and is rendered on one line.
 */
export const MULTI_LINE_FIELDS: { readonly [T in MailTemplate]?: readonly (keyof MailPayloads[T] & string)[] } = {
  contact_message: ['message'],
  key_claim_received: ['message'],
  key_claim_resolved: ['reason'],
  line_refunded: ['reason'],
  chat_waiting: ['message'],
  chat_answered: ['answer'],
};

/** Why an item is not delivered by the fulfilment job itself: an admin completes it. */
export type ManualStep = 'steam_trade' | 'physical';

export interface MailOrderItem {
  name: string;
  platform: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  manualStep: ManualStep | null;
  /** Where its keys are activated; absent in mails written before products named it. */
  activationPlatform?: ActivationPlatform | null;
  /** A pre-order's release date (YYYY-MM-DD): its keys are delivered that day. */
  preOrderReleaseDate?: string | null;
}

/** The order as its mails show it: money in euro cents, the payment in rand cents. */
export interface MailOrder {
  orderNumber: string;
  createdAt: string;
  status: string;
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  country: string;
  steamTradeUrl: string | null;
  giftRecipientEmail: string | null;
  /** Where physical items ship; absent in mails written before orders had one. */
  shippingAddress?: ShippingAddress | null;
  requiresVerification: boolean;
  customerVerified: boolean;
  items: MailOrderItem[];
  subtotalCents: number;
  serviceFeeCents: number;
  creditAppliedCents: number;
  totalCents: number;
  totalZarCents: number;
}

/** A delivered key as a payload names it; the code is looked up when the mail is rendered. */
export interface MailKeyRef {
  keyId: string;
  productName: string;
  platform: string;
  /** Where the key is activated; absent in mails written before products named it. */
  activationPlatform?: ActivationPlatform | null;
}

/** A key as a rendered mail shows it. */
export interface MailKeyLine {
  productName: string;
  platform: string;
  activationPlatform?: ActivationPlatform | null;
  code: string;
}

export interface OrderReceivedPayload {
  order: MailOrder;
  orderUrl: string;
}

export interface KeysDeliveredPayload {
  order: MailOrder;
  keys: MailKeyRef[];
  orderUrl: string;
}

export interface GiftDeliveredPayload {
  order: MailOrder;
  keys: MailKeyRef[];
}

export interface GiftSentPayload {
  order: MailOrder;
  orderUrl: string;
}

/**
 * `placed`: a new order awaits payment; `paid`: the payment is confirmed and the order fulfilled;
 * `awaiting_stock`: paid but short of keys; `held_for_review`: paid but held until an admin approves it.
 */
export interface OwnerOrderPayload {
  event: 'placed' | 'paid' | 'awaiting_stock' | 'held_for_review';
  order: MailOrder;
  adminUrl: string;
  /** What is missing, or why the order is held. */
  reasons?: string[];
}

/** To the buyer when an order changes after payment: it waits for stock or for a review, or it is cancelled or refunded to store credit. */
export interface OrderUpdatePayload {
  kind: 'awaiting_stock' | 'held_for_review' | 'cancelled' | 'refunded_to_credit' | 'pre_order_cancelled';
  order: MailOrder;
  orderUrl: string;
  /** Store credit given back, in euro cents. */
  creditCents?: number;
}

/** `resetUrl` works once; it is cleared from the outbox when the mail has been sent. */
export interface PasswordResetPayload {
  resetUrl: string | null;
  expiresAt: string;
}

/** A code and a link that sign in once, until `expiresAt`; both are cleared from the outbox when the mail has been sent. */
export interface SignInCodePayload {
  code: string | null;
  signInUrl: string | null;
  expiresAt: string;
}

/** The code a challenged password sign-in needs as well; cleared from the outbox when the mail has been sent. */
export interface SignInChallengePayload {
  code: string | null;
  expiresAt: string;
}

/**
 * `sign_up`: a new account's address; `email_change`: the new address of an account. `verifyUrl`
 * works once; it is cleared from the outbox when the mail has been sent.
 */
export interface EmailVerificationPayload {
  purpose: 'sign_up' | 'email_change';
  verifyUrl: string | null;
  expiresAt: string;
}

/** To the owner of an address that already has an account, when someone signs up with it. */
export interface SignUpAttemptPayload {
  signInUrl: string;
  resetUrl: string;
}

/** To an account's old address: a change to `newEmail` was asked for, or has been made. */
export interface EmailChangeNoticePayload {
  stage: 'requested' | 'changed';
  newEmail: string;
  supportEmail: string;
}

/** A contact-form message, for the owner. */
export interface ContactMessagePayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
}

/** To the owner, once per crossing: a product's available keys fell below its low-stock threshold. */
/** A restock the worker did not buy, and why: the owner decides (raise the limit, buy by hand). */
export interface RestockRefusedPayload {
  productName: string;
  /** `price_above_max` or `daily_spend_cap`. */
  reason: 'price_above_max' | 'daily_spend_cap';
  quantity: number;
  unitPriceCents: number;
  maxUnitPriceCents: number;
  spentTodayCents: number;
  dailySpendCapCents: number;
  /** The admin's purchases page. */
  adminUrl: string;
}

export interface LowStockPayload {
  productId: string;
  productName: string;
  platform: string;
  /** The stock and the threshold when the alert fired. */
  stock: number;
  threshold: number;
  /** The stock when the mail was written. */
  currentStock: number;
  alertedAt: string;
  /** The admin's products page, searched for the product. */
  adminUrl: string;
}

/** To the buyer: one line of their order refunded, to store credit at once or back through the gateway. */
export interface LineRefundedPayload {
  orderNumber: string;
  firstName: string;
  productName: string;
  platform: string;
  quantity: number;
  amountCents: number;
  method: 'credit' | 'gateway';
  reason: string | null;
  orderUrl: string;
}

/** To the owner: a customer reports a delivered key as not working. The key appears masked only. */
export interface KeyClaimReceivedPayload {
  claimId: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  productName: string;
  platform: string;
  maskedKey: string;
  deliveredAt: string | null;
  revealed: boolean;
  message: string;
  hasScreenshot: boolean;
  reportedAt: string;
  adminUrl: string;
}

/** To the customer: how their claim ended. A replacement names its new key by id in `keys` (empty otherwise). */
export interface KeyClaimResolvedPayload {
  outcome: 'replaced' | 'credited' | 'rejected';
  firstName: string;
  orderNumber: string;
  productName: string;
  platform: string;
  maskedKey: string;
  keys: MailKeyRef[];
  creditCents: number | null;
  reason: string | null;
  orderUrl: string;
}

/** To the support address: a shopper wrote in the live chat while no admin was online (once per conversation per window). */
export interface ChatWaitingPayload {
  name: string;
  email: string;
  message: string;
  sentAt: string;
  inboxUrl: string;
}

/** To the shopper: an admin answered in the live chat while their chat was closed (once per conversation per window). */
export interface ChatAnsweredPayload {
  name: string;
  answer: string;
  answeredAt: string;
  storeUrl: string;
}

/** To the account: it was signed in to from a device it had not been signed in from before. */
export interface NewSignInPayload {
  /** Browser and OS, as "Chrome on Windows". */
  device: string;
  signedInAt: string;
  settingsUrl: string;
  resetPasswordUrl: string;
}

/** The links every alert mail carries: the page that unsubscribes in one click, and the address mail apps post to (List-Unsubscribe). */
export interface UnsubscribeLinks {
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
}

/** To a shopper who asked "notify me": the sold-out game has keys again. */
export interface BackInStockPayload extends UnsubscribeLinks {
  productName: string;
  platform: string;
  priceCents: number;
  productUrl: string;
}

/** To a wishlister: the game's price fell below what they last saw or were told. */
export interface PriceDropPayload extends UnsubscribeLinks {
  productName: string;
  platform: string;
  oldPriceCents: number;
  priceCents: number;
  productUrl: string;
  settingsUrl: string;
}

export interface MailPayloads {
  order_received: OrderReceivedPayload;
  keys_delivered: KeysDeliveredPayload;
  gift_delivered: GiftDeliveredPayload;
  gift_sent: GiftSentPayload;
  owner_order: OwnerOrderPayload;
  password_reset: PasswordResetPayload;
  sign_in_code: SignInCodePayload;
  sign_in_challenge: SignInChallengePayload;
  contact_message: ContactMessagePayload;
  order_update: OrderUpdatePayload;
  low_stock: LowStockPayload;
  restock_refused: RestockRefusedPayload;
  line_refunded: LineRefundedPayload;
  key_claim_received: KeyClaimReceivedPayload;
  key_claim_resolved: KeyClaimResolvedPayload;
  chat_waiting: ChatWaitingPayload;
  chat_answered: ChatAnsweredPayload;
  new_sign_in: NewSignInPayload;
  email_verification: EmailVerificationPayload;
  sign_up_attempt: SignUpAttemptPayload;
  email_change_notice: EmailChangeNoticePayload;
  back_in_stock: BackInStockPayload;
  price_drop: PriceDropPayload;
}

/** A mail to write to the outbox: a recipient, a template and that template's payload. */
export type OutgoingMail = { [T in MailTemplate]: { recipient: string; template: T; payload: MailPayloads[T] } }[MailTemplate];

/** What a template renders: the subject, the HTML body and its plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Where mail apps unsubscribe with one click (the List-Unsubscribe and List-Unsubscribe-Post headers). */
  listUnsubscribeUrl?: string;
}
