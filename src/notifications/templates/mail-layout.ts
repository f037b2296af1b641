import { formatEur, formatZar } from '../../common/money.js';
import type { MailOrder } from '../mail.types.js';

/**
 * The store's look for mail: a dark header with the Keyshop name, a light card, inline CSS only (mail
 * clients drop style sheets). Every value that reaches the HTML goes through `escapeHtml`.
 */

export const STORE_NAME = 'Keyshop';

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An http(s) link for an href, escaped; anything else becomes '#', so no payload can smuggle a script URL. */
export function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? escapeHtml(url) : '#';
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
export const STYLE = {
  h1: `margin:0 0 12px;font-size:22px;line-height:1.3;color:#111827;${FONT}`,
  h2: `margin:28px 0 10px;font-size:16px;line-height:1.4;color:#111827;${FONT}`,
  p: `margin:0 0 14px;font-size:15px;line-height:1.6;color:#374151;${FONT}`,
  small: `margin:0 0 10px;font-size:13px;line-height:1.5;color:#6b7280;${FONT}`,
  cell: `padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:14px;color:#374151;vertical-align:top;${FONT}`,
  cellRight: `padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:14px;color:#374151;text-align:right;vertical-align:top;white-space:nowrap;${FONT}`,
  label: `padding:6px 12px 6px 0;font-size:14px;color:#6b7280;vertical-align:top;white-space:nowrap;${FONT}`,
  value: `padding:6px 0;font-size:14px;color:#111827;vertical-align:top;word-break:break-word;${FONT}`,
  button: `display:inline-block;padding:12px 22px;border-radius:8px;background:#7c3aed;color:#ffffff;font-weight:600;font-size:15px;text-decoration:none;${FONT}`,
  key: "display:block;margin:6px 0 8px;padding:10px 12px;border-radius:6px;background:#111827;color:#f9fafb;font-family:'SFMono-Regular',Consolas,'Liberation Mono',monospace;font-size:16px;letter-spacing:.06em;word-break:break-all",
  box: 'margin:0 0 16px;padding:14px 16px;border:1px solid #e5e7eb;border-radius:8px;background:#f9fafb',
  notice: `margin:0 0 16px;padding:12px 14px;border-radius:8px;background:#f5f3ff;border:1px solid #ddd6fe;font-size:14px;line-height:1.5;color:#4c1d95;${FONT}`,
} as const;

/** A whole HTML mail around `body` (already escaped), with a preheader line for inbox previews. */
export function layout(title: string, preheader: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;border-radius:12px;overflow:hidden;background:#ffffff;border:1px solid #e5e7eb">
<tr><td style="background:#0b0d14;padding:20px 28px">
<span style="font-size:22px;font-weight:700;letter-spacing:-.01em;color:#ffffff;${FONT}">${STORE_NAME}</span>
<span style="font-size:13px;color:#a78bfa;padding-left:10px;${FONT}">Game keys, delivered instantly</span>
</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#f9fafb;border-top:1px solid #e5e7eb">
<p style="${STYLE.small}">${STORE_NAME} · Fast delivery · Secure transactions · 24/7 support by e-mail and live chat.</p>
<p style="margin:0;font-size:12px;line-height:1.5;color:#9ca3af;${FONT}">You receive this mail because of an order or an account at ${STORE_NAME}.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A paragraph of escaped text. */
export function paragraph(text: string): string {
  return `<p style="${STYLE.p}">${escapeHtml(text)}</p>`;
}

export function button(label: string, url: string): string {
  return `<p style="margin:22px 0"><a href="${safeHref(url)}" style="${STYLE.button}">${escapeHtml(label)}</a></p>`;
}

/** The order's lines and totals as an HTML table. */
export function orderTable(order: MailOrder): string {
  const lines = order.items
    .map(
      (item) =>
        `<tr><td style="${STYLE.cell}">${escapeHtml(item.name)}<br><span style="color:#6b7280;font-size:13px">${escapeHtml(item.platform)} · ${escapeHtml(item.quantity)} × ${escapeHtml(formatEur(item.unitPriceCents))}</span></td>` +
        `<td style="${STYLE.cellRight}">${escapeHtml(formatEur(item.lineTotalCents))}</td></tr>`,
    )
    .join('\n');
  const total = (label: string, value: string, strong = false) =>
    `<tr><td style="${STYLE.cell}${strong ? 'font-weight:700;color:#111827;' : ''}">${escapeHtml(label)}</td><td style="${STYLE.cellRight}${strong ? 'font-weight:700;color:#111827;' : ''}">${escapeHtml(value)}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
${lines}
${total('Subtotal', formatEur(order.subtotalCents))}
${total('Service fee', formatEur(order.serviceFeeCents))}
${order.creditAppliedCents > 0 ? total('Store credit', `−${formatEur(order.creditAppliedCents)}`) : ''}
${total('Total', formatEur(order.totalCents), true)}
${total('Amount in rand', formatZar(order.totalZarCents))}
</table>`;
}

/** The order's lines and totals as plain text. */
export function orderText(order: MailOrder): string {
  const lines = order.items.map((item) => `- ${item.name} (${item.platform}) ${item.quantity} × ${formatEur(item.unitPriceCents)} = ${formatEur(item.lineTotalCents)}`);
  return [
    ...lines,
    `Subtotal: ${formatEur(order.subtotalCents)}`,
    `Service fee: ${formatEur(order.serviceFeeCents)}`,
    ...(order.creditAppliedCents > 0 ? [`Store credit: -${formatEur(order.creditAppliedCents)}`] : []),
    `Total: ${formatEur(order.totalCents)}`,
    `Amount in rand: ${formatZar(order.totalZarCents)}`,
  ].join('\n');
}

/** The plain-text part: paragraphs separated by blank lines, with the store's signature. */
export function textMail(...paragraphs: string[]): string {
  return `${paragraphs.filter(Boolean).join('\n\n')}\n\n— ${STORE_NAME}\n`;
}
