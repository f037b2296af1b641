import { formatEur } from '../../common/money.js';
import type { BackInStockPayload, PriceDropPayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Paragraph, safeHref, Small, textMail } from './mail-layout.js';

/** To a shopper who asked to be told: a sold-out game has keys again. Their request ends with this mail. */
export function backInStockMail({ productName, platform, priceCents, productUrl, unsubscribeUrl }: BackInStockPayload): MailContent {
  const intro = `${productName} (${platform}) is back in stock at ${formatEur(priceCents)}. Keys go to whoever checks out first.`;
  const why = 'You asked us to tell you once when it is back: this is that one mail, and we will not write again about it unless you ask again.';
  return {
    subject: `Back in stock: ${productName}`,
    preheader: `${productName} is available again`,
    body: (
      <>
        <Heading>{productName} is back in stock</Heading>
        <Paragraph>{intro}</Paragraph>
        <Button label="See the game" url={productUrl} />
        <Small>
          {why} Not interested any more? <a href={safeHref(unsubscribeUrl)}>Unsubscribe</a>.
        </Small>
      </>
    ),
    text: textMail(intro, `See the game: ${productUrl}`, why, `Unsubscribe: ${unsubscribeUrl}`),
  };
}

/** To a shopper with the game on their wishlist: its price fell below what they saw or were last told. */
export function priceDropMail({ productName, platform, oldPriceCents, priceCents, productUrl, unsubscribeUrl, settingsUrl }: PriceDropPayload): MailContent {
  const intro = `${productName} (${platform}) on your wishlist is now ${formatEur(priceCents)}, down from ${formatEur(oldPriceCents)}.`;
  const why = `You get this because the game is on your wishlist. Turn price-drop mails off in your account's settings (${settingsUrl}) or with the unsubscribe link.`;
  return {
    subject: `Price drop: ${productName} is now ${formatEur(priceCents)}`,
    preheader: `${productName}: ${formatEur(oldPriceCents)} → ${formatEur(priceCents)}`,
    body: (
      <>
        <Heading>{productName} is cheaper now</Heading>
        <Paragraph>{intro}</Paragraph>
        <Button label="See the game" url={productUrl} />
        <Small>
          You get this because the game is on your wishlist. Turn price-drop mails off in <a href={safeHref(settingsUrl)}>your account's settings</a> or{' '}
          <a href={safeHref(unsubscribeUrl)}>unsubscribe from them</a>.
        </Small>
      </>
    ),
    text: textMail(intro, `See the game: ${productUrl}`, why, `Unsubscribe: ${unsubscribeUrl}`),
  };
}
