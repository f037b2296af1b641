import type { GiftDeliveredPayload, MailKeyLine, RenderedMail } from '../mail.types.js';
import { activationHtml, activationText, keysHtml, keysText } from './key-lines.js';
import { escapeHtml, layout, paragraph, STYLE, STORE_NAME, textMail } from './mail-layout.js';

/** To the recipient of a gift order: the keys, and who sent them. */
export function giftDeliveredMail({ order }: GiftDeliveredPayload, keys: MailKeyLine[]): RenderedMail {
  const giver = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const subject = `${giver} sent you a gift from ${STORE_NAME}`;
  const intro = `${giver} bought ${keys.length === 1 ? 'a game key' : `${keys.length} game keys`} for you at ${STORE_NAME}. ${keys.length === 1 ? 'It is' : 'They are'} below, ready to activate.`;
  const html = layout(
    subject,
    `A gift from ${giver}`,
    `<h1 style="${STYLE.h1}">You received a gift</h1>
${paragraph(intro)}
${keysHtml(keys)}
${activationHtml(keys)}
<p style="${STYLE.small}margin-top:18px">Keep your keys private: anyone who has a key can activate it. Gift reference ${escapeHtml(order.orderNumber)}.</p>`,
  );
  const text = textMail(intro, keysText(keys), activationText(keys), `Keep your keys private: anyone who has a key can activate it. Gift reference ${order.orderNumber}.`);
  return { subject, html, text };
}
