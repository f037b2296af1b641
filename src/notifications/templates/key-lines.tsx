import { Fragment } from 'react';
import { activationPlatformFrom, activationStepsFor, redeemLinkFor, type ActivationPlatform } from '#contracts/activation-platform.constants';
import { DELIVERY_KIND_TEXT } from '#contracts/delivery-kind.constants';
import type { MailKeyLine, MailOrder } from '../mail.types.js';
import { Notice, safeHref, STYLE, Subheading } from './mail-layout.js';

/** Where a key is activated: as the product named it when bought; mails written before that guess from its platform. */
function platformOf(key: MailKeyLine): ActivationPlatform | null {
  return key.activationPlatform !== undefined ? key.activationPlatform : activationPlatformFrom(key.platform);
}

/** Each key under its product and platform, with the platform's redeem link where it has one. */
export function KeyBoxes({ keys }: { keys: MailKeyLine[] }) {
  return keys.map((key, index) => {
    const platform = platformOf(key);
    const link = redeemLinkFor(platform, key.code);
    return (
      <div key={index} style={STYLE.box}>
        <p style={{ ...STYLE.small, margin: 0, color: '#111827', fontWeight: 600 }}>
          {key.productName} <span style={{ fontWeight: 400, color: '#6b7280' }}>· {platform ? `activates on ${platform}` : key.platform}</span>
        </p>
        <code style={STYLE.key}>{key.code}</code>
        {platform && link && (
          <p style={{ ...STYLE.small, margin: 0 }}>
            <a href={safeHref(link)} style={{ color: '#7c3aed' }}>
              Redeem on {platform}
            </a>
          </p>
        )}
      </div>
    );
  });
}

export function keysText(keys: MailKeyLine[]): string {
  return keys
    .map((key) => {
      const platform = platformOf(key);
      const link = redeemLinkFor(platform, key.code);
      return [`${key.productName} (${platform ? `activates on ${platform}` : key.platform}):`, `  ${key.code}`, ...(platform && link ? [`  Redeem on ${platform}: ${link}`] : [])].join('\n');
    })
    .join('\n');
}

/** The activation steps of each platform among the keys, once per platform. */
export function ActivationSteps({ keys }: { keys: MailKeyLine[] }) {
  return distinctPlatforms(keys).map((platform) => (
    <Fragment key={platform ?? 'unnamed'}>
      <Subheading>{activationHeading(platform)}</Subheading>
      <ol style={{ margin: '0 0 8px', paddingLeft: '20px' }}>
        {activationStepsFor(platform).map((step) => (
          <li key={step} style={{ ...STYLE.p, margin: '0 0 6px' }}>
            {step}
          </li>
        ))}
      </ol>
    </Fragment>
  ));
}

export function activationText(keys: MailKeyLine[]): string {
  return distinctPlatforms(keys)
    .map((platform) => [`${activationHeading(platform)}:`, ...activationStepsFor(platform).map((step, i) => `  ${i + 1}. ${step}`)].join('\n'))
    .join('\n\n');
}

function activationHeading(platform: ActivationPlatform | null): string {
  return platform ? `How to activate on ${platform}` : 'How to activate your other keys';
}

function distinctPlatforms(keys: MailKeyLine[]): (ActivationPlatform | null)[] {
  return [...new Set(keys.map(platformOf))];
}

/** Items an admin still completes (a Steam gift's trade offer, a physical item), as a sentence each. */
export function manualItemLines(order: MailOrder): string[] {
  const tradeUrlOwner = order.giftRecipientEmail ? "the recipient's Steam trade URL" : 'your Steam trade URL';
  return order.items
    .filter((item) => item.manualStep)
    .map((item) =>
      item.manualStep === 'steam_trade'
        ? `${item.name} is a Steam gift: our team sends it as a trade offer to ${tradeUrlOwner} during support hours, and your order shows when it is sent.`
        : `${item.name} is a physical item: ${DELIVERY_KIND_TEXT.physical.detail}`,
    );
}

/** Those sentences as highlighted notes. */
export function ManualItemNotices({ lines }: { lines: string[] }) {
  return lines.map((line, index) => <Notice key={index}>{line}</Notice>);
}
