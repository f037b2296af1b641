import type { ContactMessagePayload } from '../mail.types.js';
import { FreeText, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';

/** A contact-form message, for the store owner: who wrote, how to answer, and what they wrote. */
export function contactMessageMail({ name, email, subject, message, receivedAt }: ContactMessagePayload): MailContent {
  const from = `${name} <${email}> wrote on ${new Date(receivedAt).toUTCString()}:`;
  return {
    subject: `Contact form: ${subject}`,
    preheader: `A message from ${name}`,
    body: (
      <>
        <Heading>{subject}</Heading>
        <Paragraph>{from}</Paragraph>
        <FreeText>{message}</FreeText>
        <Small>Answer by writing to {email}.</Small>
      </>
    ),
    text: textMail(from, message, `Answer by writing to ${email}.`),
  };
}
