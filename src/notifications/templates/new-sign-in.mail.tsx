import type { NewSignInPayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Notice, Paragraph, textMail } from './mail-layout.js';

/** To the account: a sign-in from a device it had not been used on, with what to do if it was someone else. */
export function newSignInMail({ device, signedInAt, settingsUrl, resetPasswordUrl }: NewSignInPayload): MailContent {
  const intro = `Your Keyshop account was signed in to from a device it had not been used on before: ${device}, on ${new Date(signedInAt).toUTCString()}. We cannot tell where: the store keeps no map of network addresses to places.`;
  const ifYou = 'If this was you, there is nothing to do.';
  const ifNotYou = `If it was not you, sign that session out in your account's settings (${settingsUrl}) and choose a new password (${resetPasswordUrl}): a new password signs out every other session too.`;
  return {
    subject: 'New sign-in to your Keyshop account',
    preheader: `Signed in from ${device}`,
    body: (
      <>
        <Heading>New sign-in to your account</Heading>
        <Paragraph>{intro}</Paragraph>
        <Paragraph>{ifYou}</Paragraph>
        <Notice>If it was not you, sign that session out in your account's settings and choose a new password: a new password signs out every other session too.</Notice>
        <Button label="See your sessions" url={settingsUrl} />
        <Button label="Reset your password" url={resetPasswordUrl} />
      </>
    ),
    text: textMail(intro, ifYou, ifNotYou),
  };
}
