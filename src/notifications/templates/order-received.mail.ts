import type { OrderReceivedPayload, RenderedMail } from '../mail.types.js';
import { formatZar } from '../../common/money.js';
import { button, escapeHtml, layout, orderTable, orderText, paragraph, STYLE, textMail } from './mail-layout.js';

/** To the buyer when an order is placed: what was ordered and that it waits for its payment. */
export function orderReceivedMail({ order, orderUrl }: OrderReceivedPayload): RenderedMail {
  const subject = `We received your order ${order.orderNumber}`;
  const intro = `Hi ${order.firstName}, thank you for your order. It is waiting for your payment of ${formatZar(order.totalZarCents)}; as soon as the payment is confirmed, your keys are delivered by e-mail and in your account.`;
  const html = layout(
    subject,
    `Order ${order.orderNumber} is waiting for payment`,
    `<h1 style="${STYLE.h1}">Order received</h1>
${paragraph(intro)}
<p style="${STYLE.small}">Order number <strong style="color:#111827">${escapeHtml(order.orderNumber)}</strong> · Status: pending payment</p>
${orderTable(order)}
${button('View your order', orderUrl)}
${paragraph('If you did not complete the payment, the order is cancelled automatically and nothing is charged.')}`,
  );
  const text = textMail(intro, `Order number: ${order.orderNumber}\nStatus: pending payment`, orderText(order), `View your order: ${orderUrl}`,
    'If you did not complete the payment, the order is cancelled automatically and nothing is charged.');
  return { subject, html, text };
}
