import type { KeyClaimReceivedPayload, RenderedMail } from '../mail.types.js';
import { button, escapeHtml, layout, STYLE, textMail } from './mail-layout.js';

/** To the store owner: a customer reports a key as not working. The key is named by its masked form only. */
export function keyClaimReceivedMail(claim: KeyClaimReceivedPayload): RenderedMail {
  const subject = `Key reported as not working: ${claim.productName} on order ${claim.orderNumber}`;
  const fields: [string, string][] = [
    ['Order number', claim.orderNumber],
    ['Customer', `${claim.customerName} <${claim.customerEmail}>`],
    ['Product', `${claim.productName} (${claim.platform})`],
    ['Key', claim.maskedKey],
    ['Delivered', claim.deliveredAt ? new Date(claim.deliveredAt).toUTCString() : 'unknown'],
    ['Revealed by the customer', claim.revealed ? 'Yes' : 'No'],
    ['Reported', new Date(claim.reportedAt).toUTCString()],
    ['Screenshot', claim.hasScreenshot ? 'Attached to the claim (open it in the admin)' : 'None'],
  ];
  const html = layout(
    subject,
    `${claim.customerName} says a ${claim.productName} key does not work`,
    `<h1 style="${STYLE.h1}">A key was reported as not working</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">
${fields.map(([label, value]) => `<tr><td style="${STYLE.label}">${escapeHtml(label)}</td><td style="${STYLE.value}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="${STYLE.h2}">What the customer wrote</h2>
<p style="${STYLE.p}white-space:pre-wrap">${escapeHtml(claim.message)}</p>
${button('Open the claim', claim.adminUrl)}
<p style="${STYLE.small}">Replace the key, refund it as store credit, or reject the claim with a reason; the customer is told either way.</p>`,
  );
  const text = textMail(
    'A key was reported as not working.',
    fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `What the customer wrote:\n${claim.message}`,
    `Open the claim: ${claim.adminUrl}`,
  );
  return { subject, html, text };
}
