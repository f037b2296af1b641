import type { LowStockPayload } from '../mail.types.js';
import { Button, FieldTable, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';

const keys = (count: number) => `${count} key${count === 1 ? '' : 's'}`;

const HINT =
  "Add keys on the products page of the admin console. You get this mail again only after the stock has been back at the threshold and falls below it once more; change the threshold (0 turns these mails off) in the product's Edit dialog.";

/** To the store owner, once per crossing: a product's available keys fell below its low-stock threshold. */
export function lowStockMail({ productName, platform, stock, threshold, currentStock, alertedAt, adminUrl }: LowStockPayload): MailContent {
  const intro = `${productName} (${platform}) fell below its low-stock threshold of ${keys(threshold)} on ${new Date(alertedAt).toUTCString()}: ${keys(stock)} left then, ${keys(currentStock)} now.`;
  return {
    subject: `Low stock: ${productName} has ${keys(currentStock)} left`,
    preheader: `${productName}: ${keys(currentStock)} left`,
    body: (
      <>
        <Heading>Low stock: {productName}</Heading>
        <Paragraph>{intro}</Paragraph>
        <FieldTable
          fields={[
            ['Keys left now', currentStock],
            ['Threshold', threshold],
          ]}
          style={{ margin: '0 0 16px' }}
        />
        <Button label="Restock in the admin" url={adminUrl} />
        <Small>{HINT}</Small>
      </>
    ),
    text: textMail(intro, `Keys left now: ${currentStock}\nThreshold: ${threshold}`, `Restock: ${adminUrl}`, HINT),
  };
}
