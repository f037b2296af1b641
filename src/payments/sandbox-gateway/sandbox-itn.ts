import { randomInt } from 'node:crypto';
import { formatDecimal, parseDecimal, roundHalfUp } from '../../common/money.js';
import { notificationSignature } from '../payfast/payfast-fields.js';
import type { CheckoutValues } from './sandbox-checkout.js';

export type SandboxOutcome = 'COMPLETE' | 'CANCELLED';

/** PayFast's card fee as the sandbox charges it: 2.3% plus R2.00, never more than the payment. */
export function sandboxFeeCents(grossCents: number): number {
  return Math.min(grossCents, roundHalfUp(grossCents * 0.023) + 200);
}

/** A transaction id like PayFast's: seven digits. */
export function newPfPaymentId(): string {
  return String(randomInt(1_000_000, 10_000_000));
}

/**
 * The notification PayFast posts for a checkout, in its order (integration reference 1.5): custom
 * fields echoed (empty when unused), the fee negative (none on a cancellation), signed with the
 * passphrase over every field in that order, blanks included.
 */
export function buildItnFields(checkout: CheckoutValues, outcome: SandboxOutcome, pfPaymentId: string, passphrase: string): [string, string][] {
  const grossCents = parseDecimal(checkout.amount ?? '') ?? 0;
  const feeCents = outcome === 'COMPLETE' ? sandboxFeeCents(grossCents) : 0;
  const value = (name: keyof CheckoutValues) => checkout[name] ?? '';
  const fields: [string, string][] = [
    ['m_payment_id', value('m_payment_id')],
    ['pf_payment_id', pfPaymentId],
    ['payment_status', outcome],
    ['item_name', value('item_name')],
    ['item_description', value('item_description')],
    ['amount_gross', formatDecimal(grossCents)],
    ['amount_fee', formatDecimal(-feeCents)],
    ['amount_net', formatDecimal(grossCents - feeCents)],
    ...([1, 2, 3, 4, 5].map((n) => [`custom_str${n}`, value(`custom_str${n}` as keyof CheckoutValues)]) as [string, string][]),
    ...([1, 2, 3, 4, 5].map((n) => [`custom_int${n}`, value(`custom_int${n}` as keyof CheckoutValues)]) as [string, string][]),
    ['name_first', value('name_first')],
    ['name_last', value('name_last')],
    ['email_address', value('email_address')],
    ['merchant_id', value('merchant_id')],
  ];
  fields.push(['signature', notificationSignature(fields, passphrase)]);
  return fields;
}
