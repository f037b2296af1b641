import type { GiftSentPayload } from '../mail.types.js';
import { manualItemLines, ManualItemNotices } from './key-lines.js';
import { Button, Heading, type MailContent, Paragraph, Subheading, textMail } from './mail-layout.js';
import { OrderTable, orderText } from './order-summary.js';
import { RECEIPT_NOTE } from './receipt-note.js';

/** To the buyer of a gift order: the gift went to its recipient; the keys are not repeated here. */
export function giftSentMail({ order, orderUrl }: GiftSentPayload): MailContent {
  const recipient = order.giftRecipientEmail ?? '';
  const intro = `Hi ${order.firstName}, your payment is confirmed and your gift has been e-mailed to ${recipient}, with the keys and how to activate them.`;
  const manual = manualItemLines(order);
  return {
    subject: `Your gift (order ${order.orderNumber}) was delivered`,
    preheader: `Your gift to ${recipient} was delivered`,
    body: (
      <>
        <Heading>Your gift is on its way</Heading>
        <Paragraph>{intro}</Paragraph>
        <ManualItemNotices lines={manual} />
        <Subheading>Order {order.orderNumber}</Subheading>
        <OrderTable order={order} />
        <Button label="View your order" url={orderUrl} />
        <Paragraph>{RECEIPT_NOTE}</Paragraph>
      </>
    ),
    text: textMail(intro, ...manual, `Order ${order.orderNumber}\n${orderText(order)}`, `View your order: ${orderUrl}`, RECEIPT_NOTE),
  };
}
