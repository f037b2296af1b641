import type { EmailChangeNoticePayload } from '../mail.types.js';
import { Heading, type MailContent, Paragraph, textMail } from './mail-layout.js';

/** To the account's old address: a change to a new one was asked for, or has been made. */
export function emailChangeNoticeMail({ stage, newEmail, supportEmail }: EmailChangeNoticePayload): MailContent {
  const what =
    stage === 'requested'
      ? `Someone signed in to your Keyshop account asked to change its e-mail address to ${newEmail}. The change happens only once a link we sent to that address is followed; until then your account keeps this address.`
      : `The e-mail address of your Keyshop account is now ${newEmail}. Keys, receipts and password reset links go there from now on.`;
  const help = `If you did not ask for this, reset your password at once and write to ${supportEmail}.`;
  return {
    subject: stage === 'requested' ? 'Your Keyshop e-mail address is being changed' : 'Your Keyshop e-mail address was changed',
    preheader: stage === 'requested' ? 'A change of your e-mail address is waiting to be confirmed' : 'Your e-mail address was changed',
    body: (
      <>
        <Heading>{stage === 'requested' ? 'Your e-mail address is being changed' : 'Your e-mail address was changed'}</Heading>
        <Paragraph>{what}</Paragraph>
        <Paragraph>{help}</Paragraph>
      </>
    ),
    text: textMail(what, help),
  };
}
