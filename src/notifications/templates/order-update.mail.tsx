import type { OrderUpdatePayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';
import { formatEur } from '../../common/money.js';
import { OrderTable, orderText } from './order-summary.js';

/** To the buyer when a paid order waits for stock or for a review, or is cancelled or refunded to store credit (a pre-order too). */
export function orderUpdateMail({ kind, order, orderUrl, creditCents = 0 }: OrderUpdatePayload): MailContent {
  const { subject, heading, intro } = {
    awaiting_stock: {
      subject: `Your order ${order.orderNumber} is paid: keys on the way`,
      heading: 'Payment received, keys on the way',
      intro: `Hi ${order.firstName}, your payment for order ${order.orderNumber} is confirmed, but we are waiting for new stock of a game in it. Your keys are delivered by e-mail and in your account as soon as it arrives; you do not need to do anything.`,
    },
    held_for_review: {
      subject: `Your order ${order.orderNumber} is under review`,
      heading: 'Payment received, order under review',
      intro: `Hi ${order.firstName}, your payment for order ${order.orderNumber} is confirmed. Before its keys are sent, our team checks the order, usually within one business day. Once it is approved, your keys are delivered by e-mail and in your account; if we cannot approve it, we cancel it, refund your payment and e-mail you. You do not need to do anything.`,
    },
    cancelled: {
      subject: `Your order ${order.orderNumber} was cancelled`,
      heading: 'Order cancelled',
      intro: `Hi ${order.firstName}, your order ${order.orderNumber} was cancelled after a review and no keys were delivered. Any payment is refunded to the way you paid${creditCents > 0 ? `, and the ${formatEur(creditCents)} of store credit it used is back in your account` : ''}. If you think this is a mistake, reply to this mail or use the contact page.`,
    },
    refunded_to_credit: {
      subject: `Your order ${order.orderNumber} was refunded as store credit`,
      heading: 'Refunded as store credit',
      intro: `Hi ${order.firstName}, we could not get keys for your order ${order.orderNumber} in time, so we refunded it: ${formatEur(creditCents)} of store credit is now in your account, to spend on any game.`,
    },
    pre_order_cancelled: {
      subject: `Your pre-order ${order.orderNumber} was cancelled and refunded as store credit`,
      heading: 'Pre-order cancelled',
      intro: `Hi ${order.firstName}, we cancelled your pre-order ${order.orderNumber} before the game's release, and no keys were delivered. We refunded it: ${formatEur(creditCents)} of store credit is now in your account, to spend on any game.`,
    },
  }[kind];
  return {
    subject,
    preheader: heading,
    body: (
      <>
        <Heading>{heading}</Heading>
        <Paragraph>{intro}</Paragraph>
        <Small>
          Order number <strong style={{ color: '#111827' }}>{order.orderNumber}</strong>
        </Small>
        <OrderTable order={order} />
        <Button label="View your order" url={orderUrl} />
      </>
    ),
    text: textMail(intro, `Order number: ${order.orderNumber}`, orderText(order), `View your order: ${orderUrl}`),
  };
}
