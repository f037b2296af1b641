import type { ApiError, FieldMatcher } from '../../lib/api-error';
import { EMAIL_PATTERN, type FieldErrors } from '../../lib/validation';

export const CONTACT_API_PATH = '/api/contact';
/** The message form on the contact page. */
export const CONTACT_FORM_ANCHOR = 'contact-form';
export const CONTACT_FORM_HREF = `/contact#${CONTACT_FORM_ANCHOR}`;

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** The order of the fields on the page, to focus the first one with a problem. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** The server's bounds (src/contact/dto/contact-message.dto.ts), in characters after trimming. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, messageMax: 5000 } as const;

/** The server's own words, so that a message reads the same whichever side finds the problem. */
export const CONTACT_MESSAGES = {
  nameMissing: 'Please enter your name',
  nameTooLong: 'Your name can be at most 100 characters',
  emailInvalid: 'Please enter a valid e-mail address',
  subjectMissing: 'Please enter a subject',
  subjectTooLong: 'The subject can be at most 150 characters',
  messageTooShort: 'Please write a message of at least 10 characters',
  messageTooLong: 'The message can be at most 5,000 characters',
} as const;

export function emptyContact(email = ''): ContactValues {
  return { name: '', email, subject: '', message: '' };
}

/** Characters as the server counts them: a character outside the basic plane (an emoji) is one, not two. */
export function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/** The problems the server would find, field by field; none when the form can be sent. */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const name = characterCount(values.name);
  if (name === 0) errors.name = CONTACT_MESSAGES.nameMissing;
  else if (name > CONTACT_LIMITS.name) errors.name = CONTACT_MESSAGES.nameTooLong;
  const email = values.email.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > CONTACT_LIMITS.email) errors.email = CONTACT_MESSAGES.emailInvalid;
  const subject = characterCount(values.subject);
  if (subject === 0) errors.subject = CONTACT_MESSAGES.subjectMissing;
  else if (subject > CONTACT_LIMITS.subject) errors.subject = CONTACT_MESSAGES.subjectTooLong;
  const message = characterCount(values.message);
  if (message < CONTACT_LIMITS.messageMin) errors.message = CONTACT_MESSAGES.messageTooShort;
  else if (message > CONTACT_LIMITS.messageMax) errors.message = CONTACT_MESSAGES.messageTooLong;
  return errors;
}

/** The request body: every field trimmed, as the server stores it. */
export function contactPayload(values: ContactValues): ContactValues {
  return { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
}

/** The server names the field before its message (`subject: Please enter a subject`). */
export const CONTACT_FIELD_MATCHERS: readonly FieldMatcher<ContactField>[] = CONTACT_FIELDS.map((field) => ({
  field,
  pattern: new RegExp(`^${field}\\b`),
  property: field,
}));

/**
 * What to tell the sender when a message was not taken for a reason that is about no field: too
 * many messages in the hour (the answer's message says in how many seconds to try again), or
 * anything else the server or the network said.
 */
export function contactFailureMessage(error: ApiError, supportEmail: string): string {
  if (error.status !== 429) return error.message;
  return `You have sent several messages in a short time. Please try again ${retryWhen(retryAfterSeconds(error.message))}, or e-mail us at ${supportEmail}.`;
}

/** The wait the rate limiter names in its message ('Try again in 3540 seconds.'), if it names one. */
export function retryAfterSeconds(message: string): number | null {
  const match = /(\d+)\s*seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}

function retryWhen(seconds: number | null): string {
  if (seconds === null) return 'later';
  if (seconds <= 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  return minutes >= 60 ? 'in about an hour' : `in about ${minutes} minutes`;
}
