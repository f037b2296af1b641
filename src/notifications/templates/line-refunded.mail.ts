import type { LineRefundedPayload, RenderedMail } from '../mail.types.js';
import { formatEur } from '../../common/money.js';
import { button, escapeHtml, layout, paragraph, STYLE, textMail } from './mail-layout.js';

/** To the buyer when an admin refunds one line of an order (a duplicate purchase): to store credit, or back to the way they paid. */
export function lineRefundedMail({ orderNumber, firstName, productName, platform, quantity, amountCents, method, reason, orderUrl }: LineRefundedPayload): RenderedMail {
  const amount = formatEur(amountCents);
  const what = `${quantity} × ${productName} (${platform})`;
  const subject = `Refund for ${productName} in order ${orderNumber}`;
  const intro =
    method === 'credit'
      ? `Hi ${firstName}, we refunded ${what} from your order ${orderNumber}: ${amount} of store credit is now in your account, to spend on any game.`
      : `Hi ${firstName}, we are refunding ${what} from your order ${orderNumber}: ${amount} goes back to the way you paid. Your bank may take a few business days to show it.`;
  const keysGone = `The ${quantity === 1 ? 'key of this game is' : 'keys of this game are'} no longer yours and no longer shown in your account.`;
  const html = layout(
    subject,
    `${amount} refunded for ${productName}`,
    `<h1 style="${STYLE.h1}">${method === 'credit' ? 'Refunded as store credit' : 'Refund on its way'}</h1>
${paragraph(intro)}
${paragraph(keysGone)}
${reason ? `<p style="${STYLE.notice}">${escapeHtml(reason)}</p>` : ''}
${button('View your order', orderUrl)}`,
  );
  return { subject, html, text: textMail(intro, keysGone, reason ?? '', `View your order: ${orderUrl}`) };
}
