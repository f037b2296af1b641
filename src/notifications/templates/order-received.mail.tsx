import type { OrderReceivedPayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';
import { formatZar } from '../../common/money.js';
import { OrderTable, orderText } from './order-summary.js';

const UNPAID = 'If you did not complete the payment, the order is cancelled automatically and nothing is charged.';

/** To the buyer when an order is placed: what was ordered and that it waits for its payment. */
export function orderReceivedMail({ order, orderUrl }: OrderReceivedPayload): MailContent {
  const intro = `Hi ${order.firstName}, thank you for your order. It is waiting for your payment of ${formatZar(order.totalZarCents)}; as soon as the payment is confirmed, your keys are delivered by e-mail and in your account.`;
  return {
    subject: `We received your order ${order.orderNumber}`,
    preheader: `Order ${order.orderNumber} is waiting for payment`,
    body: (
      <>
        <Heading>Order received</Heading>
        <Paragraph>{intro}</Paragraph>
        <Small>
          Order number <strong style={{ color: '#111827' }}>{order.orderNumber}</strong> · Status: pending payment
        </Small>
        <OrderTable order={order} />
        <Button label="View your order" url={orderUrl} />
        <Paragraph>{UNPAID}</Paragraph>
      </>
    ),
    text: textMail(intro, `Order number: ${order.orderNumber}\nStatus: pending payment`, orderText(order), `View your order: ${orderUrl}`, UNPAID),
  };
}
