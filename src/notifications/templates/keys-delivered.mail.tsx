import type { KeysDeliveredPayload, MailKeyLine } from '../mail.types.js';
import { ActivationSteps, activationText, KeyBoxes, keysText, manualItemLines, ManualItemNotices } from './key-lines.js';
import { Button, Heading, type MailContent, Paragraph, Small, Subheading, textMail } from './mail-layout.js';
import { OrderTable, orderText } from './order-summary.js';
import { RECEIPT_NOTE } from './receipt-note.js';

const KEEP_PRIVATE = 'Keep your keys private. Keys cannot be refunded once revealed; a key that does not work is replaced if you contact support within 48 hours.';

/** To the buyer once the order is paid: every key with its platform and how to activate it. */
export function keysDeliveredMail({ order, orderUrl }: KeysDeliveredPayload, keys: MailKeyLine[]): MailContent {
  const intro =
    keys.length === 0
      ? `Hi ${order.firstName}, your payment is confirmed.`
      : `Hi ${order.firstName}, your payment is confirmed. Here ${keys.length === 1 ? 'is your key' : `are your ${keys.length} keys`}; ${keys.length === 1 ? 'it is' : 'they are'} also in your account, behind the Reveal button of the order.`;
  const manual = manualItemLines(order);
  return {
    subject: keys.length === 0 ? `Payment confirmed for order ${order.orderNumber}` : `Your keys for order ${order.orderNumber}`,
    preheader: `Order ${order.orderNumber}: your keys are here`,
    body: (
      <>
        <Heading>{keys.length === 0 ? 'Payment confirmed' : 'Your keys are here'}</Heading>
        <Paragraph>{intro}</Paragraph>
        <KeyBoxes keys={keys} />
        <ManualItemNotices lines={manual} />
        <ActivationSteps keys={keys} />
        <Button label="Open your order" url={orderUrl} />
        <Paragraph>{RECEIPT_NOTE}</Paragraph>
        <Subheading>Order {order.orderNumber}</Subheading>
        <OrderTable order={order} />
        <Small style={{ marginTop: '18px' }}>{KEEP_PRIVATE}</Small>
      </>
    ),
    text: textMail(intro, keysText(keys), ...manual, activationText(keys), `Open your order: ${orderUrl}`, RECEIPT_NOTE, `Order ${order.orderNumber}\n${orderText(order)}`, KEEP_PRIVATE),
  };
}
