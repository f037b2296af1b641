import type { PasswordResetPayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';

const NOT_ASKED = 'If you did not ask for this, ignore this mail: your password stays as it is.';

/** The single-use link that sets a new password; valid for an hour. */
export function passwordResetMail({ resetUrl, expiresAt }: PasswordResetPayload): MailContent {
  const link = resetUrl ?? '';
  const intro = `Someone (we hope you) asked to reset the password of your Keyshop account. The link below sets a new one; it works once, until ${new Date(expiresAt).toUTCString()}.`;
  return {
    subject: 'Reset your Keyshop password',
    preheader: 'Your password reset link',
    body: (
      <>
        <Heading>Reset your password</Heading>
        <Paragraph>{intro}</Paragraph>
        {resetUrl ? <Button label="Choose a new password" url={link} /> : <Paragraph>This link has already been delivered and is no longer shown here.</Paragraph>}
        <Small>Or paste this address into your browser: {link}</Small>
        <Paragraph>{NOT_ASKED}</Paragraph>
      </>
    ),
    text: textMail(intro, link, NOT_ASKED),
  };
}
