import type { OwnerOrderPayload, RenderedMail } from '../mail.types.js';
import { formatEur, formatZar } from '../../common/money.js';
import { button, escapeHtml, layout, safeHref, STYLE, textMail } from './mail-layout.js';

/** To the store owner: who ordered what, for how much, and what still needs a hand (spec section 7). */
export function ownerOrderMail({ event, order, adminUrl, reasons = [] }: OwnerOrderPayload): RenderedMail {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const subject = {
    placed: `New order ${order.orderNumber} from ${name} (pending payment)`,
    paid: `Order ${order.orderNumber} paid by ${name}`,
    awaiting_stock: `Order ${order.orderNumber} is paid but short of keys`,
    held_for_review: `Order ${order.orderNumber} is held for your review`,
  }[event];
  const heading = { placed: 'New order (pending payment)', paid: 'Order paid', awaiting_stock: 'Paid, waiting for stock', held_for_review: 'Held for review' }[event];
  const attention = {
    placed: '',
    paid: '',
    awaiting_stock: `The payment is in but keys are missing: ${reasons.join('; ')}. The order is delivered by itself, oldest first, as soon as keys are added; after a while you can refund it to store credit from the admin.`,
    held_for_review: `The order is paid but not delivered until you approve it: ${reasons.join('; ')}. Approve or cancel it in the admin.`,
  }[event];
  const manual = order.items.filter((item) => item.manualStep);
  const fields: [string, string][] = [
    ['Order number', order.orderNumber],
    ['Status', event === 'placed' ? 'pending payment' : event === 'awaiting_stock' ? 'paid, awaiting stock' : event === 'held_for_review' ? 'paid, held for review' : order.status],
    ['Customer', name],
    ['E-mail', order.email],
    ['Phone', order.phone ?? 'Not provided'],
    ['Country', order.country],
    ['Steam trade URL', order.steamTradeUrl ?? 'Not provided'],
    ['Gift for', order.giftRecipientEmail ?? '—'],
    ['Requires verification', order.requiresVerification ? 'Yes' : 'No'],
    ['Customer verified', order.customerVerified ? 'Yes' : 'No'],
    ['Subtotal', formatEur(order.subtotalCents)],
    ['Service fee', formatEur(order.serviceFeeCents)],
    ['Store credit', formatEur(order.creditAppliedCents)],
    ['Total (EUR)', formatEur(order.totalCents)],
    ['Amount (ZAR)', formatZar(order.totalZarCents)],
  ];
  const value = (label: string, text: string) =>
    label === 'Steam trade URL' && order.steamTradeUrl ? `<a href="${safeHref(text)}" style="color:#6d28d9">${escapeHtml(text)}</a>` : escapeHtml(text);
  const items = order.items
    .map(
      (item) =>
        `<tr><td style="${STYLE.cell}">${escapeHtml(item.name)}${item.manualStep ? ` <strong style="color:#b45309">(${item.manualStep === 'steam_trade' ? 'Steam trade' : 'physical'})</strong>` : ''}</td>` +
        `<td style="${STYLE.cell}">${escapeHtml(item.platform)}</td><td style="${STYLE.cellRight}">${escapeHtml(item.quantity)} × ${escapeHtml(formatEur(item.unitPriceCents))}</td>` +
        `<td style="${STYLE.cellRight}">${escapeHtml(formatEur(item.lineTotalCents))}</td></tr>`,
    )
    .join('\n');
  const html = layout(
    subject,
    `${order.orderNumber}: ${formatEur(order.totalCents)} / ${formatZar(order.totalZarCents)}`,
    `<h1 style="${STYLE.h1}">${heading}</h1>
${attention ? `<p style="${STYLE.notice}">${escapeHtml(attention)}</p>` : ''}
${manual.length && event === 'paid' ? `<p style="${STYLE.notice}">Needs a manual step: ${escapeHtml(manual.map((item) => item.name).join(', '))}. Complete the order in the admin once done.</p>` : ''}
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 12px">
${fields.map(([label, text]) => `<tr><td style="${STYLE.label}">${escapeHtml(label)}</td><td style="${STYLE.value}">${value(label, text)}</td></tr>`).join('\n')}
</table>
<h2 style="${STYLE.h2}">Items</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
${items}
</table>
${button('Open in the admin', adminUrl)}`,
  );
  const text = textMail(
    subject,
    ...(attention ? [attention] : []),
    fields.map(([label, text]) => `${label}: ${text}`).join('\n'),
    `Items:\n${order.items.map((item) => `- ${item.name} (${item.platform}) ${item.quantity} × ${formatEur(item.unitPriceCents)} = ${formatEur(item.lineTotalCents)}${item.manualStep ? ` [${item.manualStep === 'steam_trade' ? 'Steam trade' : 'physical'}]` : ''}`).join('\n')}`,
    `Admin: ${adminUrl}`,
  );
  return { subject, html, text };
}
