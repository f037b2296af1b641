import type { KeyClaimReceivedPayload } from '../mail.types.js';
import { Button, FieldTable, FreeText, Heading, type MailContent, Small, Subheading, textMail } from './mail-layout.js';

/** To the store owner: a customer reports a key as not working. The key is named by its masked form only. */
export function keyClaimReceivedMail(claim: KeyClaimReceivedPayload): MailContent {
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
  return {
    subject: `Key reported as not working: ${claim.productName} on order ${claim.orderNumber}`,
    preheader: `${claim.customerName} says a ${claim.productName} key does not work`,
    body: (
      <>
        <Heading>A key was reported as not working</Heading>
        <FieldTable fields={fields} style={{ margin: '0 0 16px' }} />
        <Subheading>What the customer wrote</Subheading>
        <FreeText>{claim.message}</FreeText>
        <Button label="Open the claim" url={claim.adminUrl} />
        <Small>Replace the key, refund it as store credit, or reject the claim with a reason; the customer is told either way.</Small>
      </>
    ),
    text: textMail(
      'A key was reported as not working.',
      fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
      `What the customer wrote:\n${claim.message}`,
      `Open the claim: ${claim.adminUrl}`,
    ),
  };
}
