import type { LineRefundedPayload } from '../mail.types.js';
import { Button, FreeText, Heading, type MailContent, Paragraph, textMail } from './mail-layout.js';
import { formatEur } from '../../common/money.js';

/** To the buyer when an admin refunds one line of an order (a duplicate purchase): to store credit, or back to the way they paid. */
export function lineRefundedMail({ orderNumber, firstName, productName, platform, quantity, amountCents, method, reason, orderUrl }: LineRefundedPayload): MailContent {
  const amount = formatEur(amountCents);
  const what = `${quantity} × ${productName} (${platform})`;
  const intro =
    method === 'credit'
      ? `Hi ${firstName}, we refunded ${what} from your order ${orderNumber}: ${amount} of store credit is now in your account, to spend on any game.`
      : `Hi ${firstName}, we are refunding ${what} from your order ${orderNumber}: ${amount} goes back to the way you paid. Your bank may take a few business days to show it.`;
  const keysGone = `The ${quantity === 1 ? 'key of this game is' : 'keys of this game are'} no longer yours and no longer shown in your account.`;
  return {
    subject: `Refund for ${productName} in order ${orderNumber}`,
    preheader: `${amount} refunded for ${productName}`,
    body: (
      <>
        <Heading>{method === 'credit' ? 'Refunded as store credit' : 'Refund on its way'}</Heading>
        <Paragraph>{intro}</Paragraph>
        <Paragraph>{keysGone}</Paragraph>
        {reason && <FreeText notice>{reason}</FreeText>}
        <Button label="View your order" url={orderUrl} />
      </>
    ),
    text: textMail(intro, keysGone, reason ?? '', `View your order: ${orderUrl}`),
  };
}
