import type { GiftDeliveredPayload, MailKeyLine } from '../mail.types.js';
import { ActivationSteps, activationText, KeyBoxes, keysText } from './key-lines.js';
import { Heading, type MailContent, Paragraph, Small, STORE_NAME, textMail } from './mail-layout.js';

/** To the recipient of a gift order: the keys, and who sent them. */
export function giftDeliveredMail({ order }: GiftDeliveredPayload, keys: MailKeyLine[]): MailContent {
  const giver = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const intro = `${giver} bought ${keys.length === 1 ? 'a game key' : `${keys.length} game keys`} for you at ${STORE_NAME}. ${keys.length === 1 ? 'It is' : 'They are'} below, ready to activate.`;
  const keepPrivate = `Keep your keys private: anyone who has a key can activate it. Gift reference ${order.orderNumber}.`;
  return {
    subject: `${giver} sent you a gift from ${STORE_NAME}`,
    preheader: `A gift from ${giver}`,
    body: (
      <>
        <Heading>You received a gift</Heading>
        <Paragraph>{intro}</Paragraph>
        <KeyBoxes keys={keys} />
        <ActivationSteps keys={keys} />
        <Small style={{ marginTop: '18px' }}>{keepPrivate}</Small>
      </>
    ),
    text: textMail(intro, keysText(keys), activationText(keys), keepPrivate),
  };
}
