import type { EmailVerificationPayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';

const NOT_ASKED = 'If you did not ask for this, ignore this mail: nothing changes until the link is followed.';

/** The single-use link that verifies an address: a new account's, or the new address of an account. */
export function emailVerificationMail({ purpose, verifyUrl, expiresAt }: EmailVerificationPayload): MailContent {
  const link = verifyUrl ?? '';
  const until = new Date(expiresAt).toUTCString();
  const intro =
    purpose === 'sign_up'
      ? `Welcome to Keyshop. Confirm that this is your e-mail address to finish creating your account: we send your keys and receipts here. The link below works once, until ${until}.`
      : `Someone (we hope you) asked to use this address for a Keyshop account. Confirm it and it becomes the account's e-mail address, where keys and receipts are sent. The link below works once, until ${until}.`;
  return {
    subject: purpose === 'sign_up' ? 'Confirm your e-mail address for Keyshop' : 'Confirm your new e-mail address for Keyshop',
    preheader: 'Your e-mail confirmation link',
    body: (
      <>
        <Heading>Confirm your e-mail address</Heading>
        <Paragraph>{intro}</Paragraph>
        {verifyUrl ? <Button label="Confirm my e-mail address" url={link} /> : <Paragraph>This link has already been delivered and is no longer shown here.</Paragraph>}
        <Small>Or paste this address into your browser: {link}</Small>
        <Paragraph>{NOT_ASKED}</Paragraph>
      </>
    ),
    text: textMail(intro, link, NOT_ASKED),
  };
}
