import type { ReactNode } from 'react';
import type { MailOrderItem, OwnerOrderPayload } from '../mail.types.js';
import { Button, FieldTable, Heading, type MailContent, Notice, safeHref, STYLE, Subheading, textMail, WideTable } from './mail-layout.js';
import { formatEur, formatZar } from '../../common/money.js';
import { shippingAddressLines } from '#contracts/delivery-kind.constants';

const manualStepName = (item: MailOrderItem) => (item.manualStep === 'steam_trade' ? 'Steam gift: send a trade offer' : 'physical: ship it');

/** To the store owner: who ordered what, for how much, and what still needs a hand (spec section 7). */
export function ownerOrderMail({ event, order, adminUrl, reasons = [] }: OwnerOrderPayload): MailContent {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const subject = {
    placed: `New order ${order.orderNumber} from ${name} (pending payment)`,
    paid: `Order ${order.orderNumber} paid by ${name}`,
    awaiting_stock: `Order ${order.orderNumber} is paid but short of keys`,
    held_for_review: `Order ${order.orderNumber} is held for your review`,
  }[event];
  const heading = { placed: 'New order (pending payment)', paid: 'Order paid', awaiting_stock: 'Paid, waiting for stock', held_for_review: 'Held for review' }[event];
  const attention = {
    placed: '',
    paid: '',
    awaiting_stock: `The payment is in but keys are missing: ${reasons.join('; ')}. The order is delivered by itself, oldest first, as soon as keys are added; after a while you can refund it to store credit from the admin.`,
    held_for_review: `The order is paid but not delivered until you approve it: ${reasons.join('; ')}. Approve or cancel it in the admin.`,
  }[event];
  const manual = order.items.filter((item) => item.manualStep);
  const fields: [string, string][] = [
    ['Order number', order.orderNumber],
    ['Status', event === 'placed' ? 'pending payment' : event === 'awaiting_stock' ? 'paid, awaiting stock' : event === 'held_for_review' ? 'paid, held for review' : order.status],
    ['Customer', name],
    ['E-mail', order.email],
    ['Phone', order.phone ?? 'Not provided'],
    ['Country', order.country],
    [order.giftRecipientEmail && order.steamTradeUrl ? "Steam trade URL (the recipient's)" : 'Steam trade URL', order.steamTradeUrl ?? 'Not provided'],
    ['Gift for', order.giftRecipientEmail ?? '—'],
    ...(order.shippingAddress ? [['Ship to', shippingAddressLines(order.shippingAddress).join(', ')] as [string, string]] : []),
    ['Requires verification', order.requiresVerification ? 'Yes' : 'No'],
    ['Customer verified', order.customerVerified ? 'Yes' : 'No'],
    ['Subtotal', formatEur(order.subtotalCents)],
    ['Service fee', formatEur(order.serviceFeeCents)],
    ['Store credit', formatEur(order.creditAppliedCents)],
    ['Total (EUR)', formatEur(order.totalCents)],
    ['Amount (ZAR)', formatZar(order.totalZarCents)],
  ];
  const shown = fields.map(([label, text]): [string, ReactNode] =>
    label.startsWith('Steam trade URL') && order.steamTradeUrl
      ? [
          label,
          <a href={safeHref(text)} style={{ color: '#6d28d9' }}>
            {text}
          </a>,
        ]
      : [label, text],
  );
  return {
    subject,
    preheader: `${order.orderNumber}: ${formatEur(order.totalCents)} / ${formatZar(order.totalZarCents)}`,
    body: (
      <>
        <Heading>{heading}</Heading>
        {attention && <Notice>{attention}</Notice>}
        {manual.length > 0 && event === 'paid' && <Notice>Needs a manual step: {manual.map((item) => item.name).join(', ')}. Complete the order in the admin once done.</Notice>}
        <FieldTable fields={shown} style={{ margin: '0 0 12px' }} />
        <Subheading>Items</Subheading>
        <WideTable>
          {order.items.map((item, index) => (
            <tr key={index}>
              <td style={STYLE.cell}>
                {item.name}
                {item.manualStep && (
                  <>
                    {' '}
                    <strong style={{ color: '#b45309' }}>({manualStepName(item)})</strong>
                  </>
                )}
              </td>
              <td style={STYLE.cell}>{item.platform}</td>
              <td style={STYLE.cellRight}>
                {item.quantity} × {formatEur(item.unitPriceCents)}
              </td>
              <td style={STYLE.cellRight}>{formatEur(item.lineTotalCents)}</td>
            </tr>
          ))}
        </WideTable>
        <Button label="Open in the admin" url={adminUrl} />
      </>
    ),
    text: textMail(
      subject,
      attention,
      fields.map(([label, text]) => `${label}: ${text}`).join('\n'),
      `Items:\n${order.items.map((item) => `- ${item.name} (${item.platform}) ${item.quantity} × ${formatEur(item.unitPriceCents)} = ${formatEur(item.lineTotalCents)}${item.manualStep ? ` [${manualStepName(item)}]` : ''}`).join('\n')}`,
      `Admin: ${adminUrl}`,
    ),
  };
}
