import { Fragment } from 'react';
import type { MailKeyLine, MailOrder } from '../mail.types.js';
import { activationFor, type Activation } from './activation.js';
import { Notice, STYLE, Subheading } from './mail-layout.js';

/** Each key under its product and platform. */
export function KeyBoxes({ keys }: { keys: MailKeyLine[] }) {
  return keys.map((key, index) => (
    <div key={index} style={STYLE.box}>
      <p style={{ ...STYLE.small, margin: 0, color: '#111827', fontWeight: 600 }}>
        {key.productName} <span style={{ fontWeight: 400, color: '#6b7280' }}>· {key.platform}</span>
      </p>
      <code style={STYLE.key}>{key.code}</code>
    </div>
  ));
}

export function keysText(keys: MailKeyLine[]): string {
  return keys.map((key) => `${key.productName} (${key.platform}):\n  ${key.code}`).join('\n');
}

/** The activation steps of each platform among the keys, once per platform. */
export function ActivationSteps({ keys }: { keys: MailKeyLine[] }) {
  return distinctActivations(keys).map((activation) => (
    <Fragment key={activation.platform}>
      <Subheading>How to activate on {activation.platform}</Subheading>
      <ol style={{ margin: '0 0 8px', paddingLeft: '20px' }}>
        {activation.steps.map((step) => (
          <li key={step} style={{ ...STYLE.p, margin: '0 0 6px' }}>
            {step}
          </li>
        ))}
      </ol>
    </Fragment>
  ));
}

export function activationText(keys: MailKeyLine[]): string {
  return distinctActivations(keys)
    .map((activation) => [`How to activate on ${activation.platform}:`, ...activation.steps.map((step, i) => `  ${i + 1}. ${step}`)].join('\n'))
    .join('\n\n');
}

function distinctActivations(keys: MailKeyLine[]): Activation[] {
  const byPlatform = new Map(keys.map((key) => [activationFor(key.platform).platform, activationFor(key.platform)]));
  return [...byPlatform.values()];
}

/** Items an admin still completes (a Steam trade or a physical item), as a sentence each. */
export function manualItemLines(order: MailOrder): string[] {
  return order.items
    .filter((item) => item.manualStep)
    .map((item) =>
      item.manualStep === 'steam_trade'
        ? `${item.name} (${item.platform}) is sent as a Steam trade offer to your Steam trade URL; we let you know in your account when it is done.`
        : `${item.name} is a physical item: it ships within 3-7 business days.`,
    );
}

/** Those sentences as highlighted notes. */
export function ManualItemNotices({ lines }: { lines: string[] }) {
  return lines.map((line, index) => <Notice key={index}>{line}</Notice>);
}
