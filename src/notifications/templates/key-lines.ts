import type { MailKeyLine, MailOrder } from '../mail.types.js';
import { activationFor } from './activation.js';
import { escapeHtml, STYLE } from './mail-layout.js';

/** Each key under its product and platform, as HTML. */
export function keysHtml(keys: MailKeyLine[]): string {
  return keys
    .map(
      (key) =>
        `<div style="${STYLE.box}"><p style="${STYLE.small}margin:0;color:#111827;font-weight:600">${escapeHtml(key.productName)}` +
        ` <span style="font-weight:400;color:#6b7280">· ${escapeHtml(key.platform)}</span></p>` +
        `<code style="${STYLE.key}">${escapeHtml(key.code)}</code></div>`,
    )
    .join('\n');
}

export function keysText(keys: MailKeyLine[]): string {
  return keys.map((key) => `${key.productName} (${key.platform}):\n  ${key.code}`).join('\n');
}

/** The activation steps of each platform among the keys, once per platform. */
export function activationHtml(keys: MailKeyLine[]): string {
  return distinctActivations(keys)
    .map(
      (activation) =>
        `<h2 style="${STYLE.h2}">How to activate on ${escapeHtml(activation.platform)}</h2><ol style="margin:0 0 8px;padding-left:20px">` +
        activation.steps.map((step) => `<li style="${STYLE.p}margin:0 0 6px">${escapeHtml(step)}</li>`).join('') +
        `</ol>`,
    )
    .join('\n');
}

export function activationText(keys: MailKeyLine[]): string {
  return distinctActivations(keys)
    .map((activation) => [`How to activate on ${activation.platform}:`, ...activation.steps.map((step, i) => `  ${i + 1}. ${step}`)].join('\n'))
    .join('\n\n');
}

function distinctActivations(keys: MailKeyLine[]) {
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
