import type { KeysDeliveredPayload, MailKeyLine, RenderedMail } from '../mail.types.js';
import { activationHtml, activationText, keysHtml, keysText, manualItemLines } from './key-lines.js';
import { button, escapeHtml, layout, orderTable, orderText, paragraph, STYLE, textMail } from './mail-layout.js';

/** To the buyer once the order is paid: every key with its platform and how to activate it. */
export function keysDeliveredMail({ order, orderUrl }: KeysDeliveredPayload, keys: MailKeyLine[]): RenderedMail {
  const subject = keys.length === 0 ? `Payment confirmed for order ${order.orderNumber}` : `Your keys for order ${order.orderNumber}`;
  const intro =
    keys.length === 0
      ? `Hi ${order.firstName}, your payment is confirmed.`
      : `Hi ${order.firstName}, your payment is confirmed. Here ${keys.length === 1 ? 'is your key' : `are your ${keys.length} keys`}; ${keys.length === 1 ? 'it is' : 'they are'} also in your account, behind the Reveal button of the order.`;
  const manual = manualItemLines(order);
  const html = layout(
    subject,
    `Order ${order.orderNumber}: your keys are here`,
    `<h1 style="${STYLE.h1}">${keys.length === 0 ? 'Payment confirmed' : 'Your keys are here'}</h1>
${paragraph(intro)}
${keysHtml(keys)}
${manual.map((line) => `<p style="${STYLE.notice}">${escapeHtml(line)}</p>`).join('\n')}
${activationHtml(keys)}
${button('Open your order', orderUrl)}
<h2 style="${STYLE.h2}">Order ${escapeHtml(order.orderNumber)}</h2>
${orderTable(order)}
<p style="${STYLE.small}margin-top:18px">Keep your keys private. Keys cannot be refunded once revealed; a key that does not work is replaced if you contact support within 48 hours.</p>`,
  );
  const text = textMail(intro, keysText(keys), ...manual, activationText(keys), `Open your order: ${orderUrl}`, `Order ${order.orderNumber}\n${orderText(order)}`,
    'Keep your keys private. Keys cannot be refunded once revealed; a key that does not work is replaced if you contact support within 48 hours.');
  return { subject, html, text };
}
