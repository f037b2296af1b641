import type { KeyClaimResolvedPayload, MailKeyLine, RenderedMail } from '../mail.types.js';
import { activationHtml, activationText, keysHtml, keysText } from './key-lines.js';
import { formatEur } from '../../common/money.js';
import { button, escapeHtml, layout, paragraph, STYLE, textMail } from './mail-layout.js';

/**
 * To the customer who reported a key: the outcome. A replacement carries the new key, decrypted only
 * when this mail is rendered for sending; a refund says how much credit was added; a rejection says why.
 */
export function keyClaimResolvedMail(claim: KeyClaimResolvedPayload, keys: MailKeyLine[]): RenderedMail {
  const about = `your ${claim.productName} key ${claim.maskedKey} (order ${claim.orderNumber})`;
  if (claim.outcome === 'replaced') {
    const subject = `Your replacement key for ${claim.productName}`;
    const intro = `Hi ${claim.firstName}, we are sorry that ${about} did not work. Here is a new key in its place; it is also in your account, behind the Reveal button of the order.`;
    const html = layout(
      subject,
      `A new ${claim.productName} key for order ${claim.orderNumber}`,
      `<h1 style="${STYLE.h1}">Your replacement key</h1>
${paragraph(intro)}
${keysHtml(keys)}
${activationHtml(keys)}
${button('Open your order', claim.orderUrl)}
<p style="${STYLE.small}margin-top:18px">The old key no longer works and is no longer shown. Keep your new key private.</p>`,
    );
    const text = textMail(intro, keysText(keys), activationText(keys), `Open your order: ${claim.orderUrl}`, 'The old key no longer works and is no longer shown. Keep your new key private.');
    return { subject, html, text };
  }
  if (claim.outcome === 'credited') {
    const amount = formatEur(claim.creditCents ?? 0);
    const subject = `${amount} of store credit for your ${claim.productName} key`;
    const intro = `Hi ${claim.firstName}, we are sorry that ${about} did not work. We added ${amount} of store credit to your account: it is taken off your next order at checkout when you tick 'Use store credit'.`;
    const html = layout(
      subject,
      `${amount} of store credit added`,
      `<h1 style="${STYLE.h1}">Refunded as store credit</h1>
${paragraph(intro)}
${button('Open your order', claim.orderUrl)}
<p style="${STYLE.small}">The old key no longer works and is no longer shown in your account.</p>`,
    );
    return { subject, html, text: textMail(intro, `Open your order: ${claim.orderUrl}`, 'The old key no longer works and is no longer shown in your account.') };
  }
  const subject = `About the ${claim.productName} key you reported`;
  const intro = `Hi ${claim.firstName}, we looked into ${about} and could not accept the claim.`;
  const html = layout(
    subject,
    `Your claim on order ${claim.orderNumber}`,
    `<h1 style="${STYLE.h1}">Your claim was not accepted</h1>
${paragraph(intro)}
<p style="${STYLE.notice}white-space:pre-wrap">${escapeHtml(claim.reason ?? '')}</p>
${paragraph('If you think we got it wrong, reply to this mail or write to our support with what you see when you activate the key.')}
${button('Open your order', claim.orderUrl)}`,
  );
  const text = textMail(intro, `Why: ${claim.reason ?? ''}`, 'If you think we got it wrong, reply to this mail or write to our support with what you see when you activate the key.', `Open your order: ${claim.orderUrl}`);
  return { subject, html, text };
}
