import type { LowStockPayload, RenderedMail } from '../mail.types.js';
import { button, escapeHtml, layout, paragraph, STYLE, textMail } from './mail-layout.js';

const keys = (count: number) => `${count} key${count === 1 ? '' : 's'}`;

/** To the store owner, once per crossing: a product's available keys fell below its low-stock threshold. */
export function lowStockMail({ productName, platform, stock, threshold, currentStock, alertedAt, adminUrl }: LowStockPayload): RenderedMail {
  const subject = `Low stock: ${productName} has ${keys(currentStock)} left`;
  const when = new Date(alertedAt).toUTCString();
  const intro = `${productName} (${platform}) fell below its low-stock threshold of ${keys(threshold)} on ${when}: ${keys(stock)} left then, ${keys(currentStock)} now.`;
  const hint = 'Add keys on the products page of the admin console. You get this mail again only after the stock has been back at the threshold and falls below it once more; change the threshold (0 turns these mails off) in the product\'s Edit dialog.';
  const html = layout(
    subject,
    `${productName}: ${keys(currentStock)} left`,
    `<h1 style="${STYLE.h1}">Low stock: ${escapeHtml(productName)}</h1>
${paragraph(intro)}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
<tr><td style="${STYLE.label}">Keys left now</td><td style="${STYLE.value}">${escapeHtml(currentStock)}</td></tr>
<tr><td style="${STYLE.label}">Threshold</td><td style="${STYLE.value}">${escapeHtml(threshold)}</td></tr>
</table>
${button('Restock in the admin', adminUrl)}
<p style="${STYLE.small}">${escapeHtml(hint)}</p>`,
  );
  return { subject, html, text: textMail(intro, `Keys left now: ${currentStock}\nThreshold: ${threshold}`, `Restock: ${adminUrl}`, hint) };
}
