import type { PasswordResetPayload, RenderedMail } from '../mail.types.js';
import { button, escapeHtml, layout, paragraph, STYLE, textMail } from './mail-layout.js';

/** The single-use link that sets a new password; valid for an hour. */
export function passwordResetMail({ resetUrl, expiresAt }: PasswordResetPayload): RenderedMail {
  const subject = 'Reset your Keyshop password';
  const link = resetUrl ?? '';
  const until = new Date(expiresAt).toUTCString();
  const intro = 'Someone (we hope you) asked to reset the password of your Keyshop account. The link below sets a new one; it works once, until ' + until + '.';
  const html = layout(
    subject,
    'Your password reset link',
    `<h1 style="${STYLE.h1}">Reset your password</h1>
${paragraph(intro)}
${resetUrl ? button('Choose a new password', link) : paragraph('This link has already been delivered and is no longer shown here.')}
<p style="${STYLE.small}">Or paste this address into your browser: ${escapeHtml(link)}</p>
${paragraph('If you did not ask for this, ignore this mail: your password stays as it is.')}`,
  );
  const text = textMail(intro, link, 'If you did not ask for this, ignore this mail: your password stays as it is.');
  return { subject, html, text };
}
