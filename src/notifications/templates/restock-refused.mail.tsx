import { formatEur } from '../../common/money.js';
import type { RestockRefusedPayload } from '../mail.types.js';
import { Button, FieldTable, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';

const HINT = 'You get this mail once per product, reason and day. Raise the maximum buy price in the product\'s Restock dialog, or WHOLESALER_DAILY_SPEND_CAP_CENTS, or add keys by hand.';

/** To the store owner, once per product, reason and day: the worker did not buy keys the product needs. */
export function restockRefusedMail(payload: RestockRefusedPayload): MailContent {
  const { productName, reason, quantity, unitPriceCents, maxUnitPriceCents, spentTodayCents, dailySpendCapCents, adminUrl } = payload;
  const why =
    reason === 'price_above_max'
      ? `the wholesaler asks ${formatEur(unitPriceCents)} a key, above your maximum of ${formatEur(maxUnitPriceCents)}`
      : `${quantity} keys at ${formatEur(unitPriceCents)} would take today's purchases past the daily spend cap of ${formatEur(dailySpendCapCents)} (${formatEur(spentTodayCents)} spent)`;
  const intro = `The store did not restock ${productName}: ${why}.`;
  const fields: [string, string | number][] = [
    ['Keys wanted', quantity],
    ['Wholesaler price', formatEur(unitPriceCents)],
    ['Maximum buy price', formatEur(maxUnitPriceCents)],
    ['Spent today', `${formatEur(spentTodayCents)} of ${formatEur(dailySpendCapCents)}`],
  ];
  return {
    subject: `Restock refused: ${productName}`,
    preheader: intro,
    body: (
      <>
        <Heading>Restock refused: {productName}</Heading>
        <Paragraph>{intro}</Paragraph>
        <FieldTable fields={fields} style={{ margin: '0 0 16px' }} />
        <Button label="See the purchases" url={adminUrl} />
        <Small>{HINT}</Small>
      </>
    ),
    text: textMail(intro, fields.map(([label, value]) => `${label}: ${value}`).join('\n'), `Purchases: ${adminUrl}`, HINT),
  };
}
