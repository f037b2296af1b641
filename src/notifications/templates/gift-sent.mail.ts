import type { GiftSentPayload, RenderedMail } from '../mail.types.js';
import { manualItemLines } from './key-lines.js';
import { button, escapeHtml, layout, orderTable, orderText, paragraph, STYLE, textMail } from './mail-layout.js';

/** To the buyer of a gift order: the gift went to its recipient; the keys are not repeated here. */
export function giftSentMail({ order, orderUrl }: GiftSentPayload): RenderedMail {
  const recipient = order.giftRecipientEmail ?? '';
  const subject = `Your gift (order ${order.orderNumber}) was delivered`;
  const intro = `Hi ${order.firstName}, your payment is confirmed and your gift has been e-mailed to ${recipient}, with the keys and how to activate them.`;
  const manual = manualItemLines(order);
  const html = layout(
    subject,
    `Your gift to ${recipient} was delivered`,
    `<h1 style="${STYLE.h1}">Your gift is on its way</h1>
${paragraph(intro)}
${manual.map((line) => `<p style="${STYLE.notice}">${escapeHtml(line)}</p>`).join('\n')}
<h2 style="${STYLE.h2}">Order ${escapeHtml(order.orderNumber)}</h2>
${orderTable(order)}
${button('View your order', orderUrl)}`,
  );
  const text = textMail(intro, ...manual, `Order ${order.orderNumber}\n${orderText(order)}`, `View your order: ${orderUrl}`);
  return { subject, html, text };
}
