import type { ChatAnsweredPayload, ChatWaitingPayload } from '../mail.types.js';
import { Button, FreeText, Heading, type MailContent, Paragraph, Small, textMail } from './mail-layout.js';

/** To support: a shopper wrote in the live chat while no admin had the inbox open. Later messages of the same window are in the inbox only. */
export function chatWaitingMail({ name, email, message, sentAt, inboxUrl }: ChatWaitingPayload): MailContent {
  const from = `${name} <${email}> wrote in the live chat on ${new Date(sentAt).toUTCString()}, while no one from the team was online:`;
  const next = 'Answer in the admin inbox: if they have left the chat, the answer reaches them by e-mail. Further messages of this chat in the next 30 minutes are in the inbox only.';
  return {
    subject: `Live chat: ${name} is waiting for an answer`,
    preheader: `A chat message from ${name}`,
    body: (
      <>
        <Heading>{name} is waiting for an answer</Heading>
        <Paragraph>{from}</Paragraph>
        <FreeText notice>{message}</FreeText>
        <Button label="Open the chat inbox" url={inboxUrl} />
        <Small>{next}</Small>
      </>
    ),
    text: textMail(from, message, `Open the chat inbox: ${inboxUrl}`, next),
  };
}

/** To the shopper: our answer in the live chat, sent by e-mail because their chat was closed. */
export function chatAnsweredMail({ name, answer, answeredAt, storeUrl }: ChatAnsweredPayload): MailContent {
  const intro = `Hello ${name}, our team answered your live chat on ${new Date(answeredAt).toUTCString()}. You were not in the chat at that moment, so here is the answer:`;
  const next = 'To reply, open the Live Chat on our site from the same browser or account: the conversation is kept there. Further answers in the next 30 minutes appear in the chat only.';
  return {
    subject: 'Keyshop answered your live chat',
    preheader: 'Our answer to your chat message',
    body: (
      <>
        <Heading>We answered your chat</Heading>
        <Paragraph>{intro}</Paragraph>
        <FreeText notice>{answer}</FreeText>
        <Button label="Open the store" url={storeUrl} />
        <Small>{next}</Small>
      </>
    ),
    text: textMail(intro, answer, `Open the store: ${storeUrl}`, next),
  };
}
