import { CHAT_EMAIL_MAX, CHAT_MESSAGE_MAX, CHAT_NAME_MAX } from '#contracts/chat.constants';
import { EMAIL_PATTERN, type FieldErrors } from '../../lib/validation';
import { characterCount } from '../info/contact-form';

/** The first message of a chat, and for a guest who they are. */
export interface StartChatValues {
  name: string;
  email: string;
  message: string;
}

export interface ChatMessageValues {
  message: string;
}

/** The server's own words (src/chat/dto), so that a problem reads the same whichever side finds it. */
export const CHAT_FORM_MESSAGES = {
  nameMissing: 'Please enter your name',
  nameTooLong: `Your name can be at most ${CHAT_NAME_MAX} characters`,
  emailInvalid: 'Please enter a valid e-mail address',
  messageMissing: 'Please write a message',
  messageTooLong: 'A message can be at most 2,000 characters',
} as const;

export function validateChatMessage(values: ChatMessageValues): FieldErrors<'message'> {
  const length = characterCount(values.message);
  if (length === 0) return { message: CHAT_FORM_MESSAGES.messageMissing };
  if (length > CHAT_MESSAGE_MAX) return { message: CHAT_FORM_MESSAGES.messageTooLong };
  return {};
}

/** A guest's start: name, address and message; a signed-in shopper's: the message only. */
export function validateStartChat(values: StartChatValues, guest: boolean): FieldErrors<keyof StartChatValues> {
  const errors: FieldErrors<keyof StartChatValues> = { ...validateChatMessage(values) };
  if (!guest) return errors;
  const name = characterCount(values.name);
  if (name === 0) errors.name = CHAT_FORM_MESSAGES.nameMissing;
  else if (name > CHAT_NAME_MAX) errors.name = CHAT_FORM_MESSAGES.nameTooLong;
  const email = values.email.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > CHAT_EMAIL_MAX) errors.email = CHAT_FORM_MESSAGES.emailInvalid;
  return errors;
}
