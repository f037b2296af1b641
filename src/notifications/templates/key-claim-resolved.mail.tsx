import type { KeyClaimResolvedPayload, MailKeyLine } from '../mail.types.js';
import { ActivationSteps, activationText, KeyBoxes, keysText } from './key-lines.js';
import { Button, FreeText, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';
import { formatEur } from '../../common/money.js';

const REPLACED_NOTE = 'The old key no longer works and is no longer shown. Keep your new key private.';
const CREDITED_NOTE = 'The old key no longer works and is no longer shown in your account.';
const REJECTED_NOTE = 'If you think we got it wrong, reply to this mail or write to our support with what you see when you activate the key.';

/**
 * To the customer who reported a key: the outcome. A replacement carries the new key, decrypted only
 * when this mail is rendered for sending; a refund says how much credit was added; a rejection says why.
 */
export function keyClaimResolvedMail(claim: KeyClaimResolvedPayload, keys: MailKeyLine[]): MailContent {
  const about = `your ${claim.productName} key ${claim.maskedKey} (order ${claim.orderNumber})`;
  const openOrder = <Button label="Open your order" url={claim.orderUrl} />;
  if (claim.outcome === 'replaced') {
    const intro = `Hi ${claim.firstName}, we are sorry that ${about} did not work. Here is a new key in its place; it is also in your account, behind the Reveal button of the order.`;
    return {
      subject: `Your replacement key for ${claim.productName}`,
      preheader: `A new ${claim.productName} key for order ${claim.orderNumber}`,
      body: (
        <>
          <Heading>Your replacement key</Heading>
          <Paragraph>{intro}</Paragraph>
          <KeyBoxes keys={keys} />
          <ActivationSteps keys={keys} />
          {openOrder}
          <Small style={{ marginTop: '18px' }}>{REPLACED_NOTE}</Small>
        </>
      ),
      text: textMail(intro, keysText(keys), activationText(keys), `Open your order: ${claim.orderUrl}`, REPLACED_NOTE),
    };
  }
  if (claim.outcome === 'credited') {
    const amount = formatEur(claim.creditCents ?? 0);
    const intro = `Hi ${claim.firstName}, we are sorry that ${about} did not work. We added ${amount} of store credit to your account: it is taken off your next order at checkout when you tick 'Use store credit'.`;
    return {
      subject: `${amount} of store credit for your ${claim.productName} key`,
      preheader: `${amount} of store credit added`,
      body: (
        <>
          <Heading>Refunded as store credit</Heading>
          <Paragraph>{intro}</Paragraph>
          {openOrder}
          <Small>{CREDITED_NOTE}</Small>
        </>
      ),
      text: textMail(intro, `Open your order: ${claim.orderUrl}`, CREDITED_NOTE),
    };
  }
  const intro = `Hi ${claim.firstName}, we looked into ${about} and could not accept the claim.`;
  return {
    subject: `About the ${claim.productName} key you reported`,
    preheader: `Your claim on order ${claim.orderNumber}`,
    body: (
      <>
        <Heading>Your claim was not accepted</Heading>
        <Paragraph>{intro}</Paragraph>
        <FreeText notice>{claim.reason ?? ''}</FreeText>
        <Paragraph>{REJECTED_NOTE}</Paragraph>
        {openOrder}
      </>
    ),
    text: textMail(intro, `Why: ${claim.reason ?? ''}`, REJECTED_NOTE, `Open your order: ${claim.orderUrl}`),
  };
}
