import { describe, expect, it } from '@jest/globals';
import { sortApiErrors } from '../../lib/api-error';
import {
  CONTACT_FIELD_MATCHERS,
  CONTACT_MESSAGES,
  characterCount,
  contactFailureMessage,
  contactPayload,
  emptyContact,
  retryAfterSeconds,
  validateContact,
  type ContactValues,
} from './contact-form';

const newMessage = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  name: 'Thandi Mokoena',
  email: 'thandi@example.com',
  subject: 'My key does not work',
  message: 'The key of my last order says it was already used.',
  ...overrides,
});

describe('validateContact', () => {
  it('finds nothing wrong with a complete message', () => {
    expect(validateContact(newMessage())).toEqual({});
  });

  it('names every empty field with the server words', () => {
    expect(validateContact(emptyContact())).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid e-mail address',
      subject: 'Please enter a subject',
      message: 'Please write a message of at least 10 characters',
    });
  });

  it('counts what is left after trimming', () => {
    expect(validateContact(newMessage({ name: '   ', subject: '\t', message: '  123456789  ' }))).toEqual({
      name: CONTACT_MESSAGES.nameMissing,
      subject: CONTACT_MESSAGES.subjectMissing,
      message: CONTACT_MESSAGES.messageTooShort,
    });
    expect(validateContact(newMessage({ message: '  1234567890  ' }))).toEqual({});
  });

  it('keeps to the server bounds', () => {
    expect(validateContact(newMessage({ name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) }))).toEqual({});
    expect(validateContact(newMessage({ name: 'n'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5001) }))).toEqual({
      name: 'Your name can be at most 100 characters',
      subject: 'The subject can be at most 150 characters',
      message: 'The message can be at most 5,000 characters',
    });
  });

  it('wants an e-mail address of the usual shape', () => {
    for (const email of ['thandi', 'thandi@', 'thandi@example', 'th andi@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(validateContact(newMessage({ email })).email).toBe(CONTACT_MESSAGES.emailInvalid);
    }
    expect(validateContact(newMessage({ email: '  thandi@example.com ' })).email).toBeUndefined();
  });

  it('counts an emoji as one character', () => {
    expect(characterCount(' 🎮🎮 ')).toBe(2);
    expect(validateContact(newMessage({ message: '🎮'.repeat(10) })).message).toBeUndefined();
  });
});

describe('contactPayload', () => {
  it('sends every field trimmed', () => {
    expect(contactPayload({ name: ' Thandi ', email: ' t@example.com ', subject: ' Hi ', message: ' Hello there! \n' })).toEqual({
      name: 'Thandi',
      email: 't@example.com',
      subject: 'Hi',
      message: 'Hello there!',
    });
  });

  it('starts a new message empty, or with the signed-in e-mail', () => {
    expect(emptyContact()).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(emptyContact('me@example.com').email).toBe('me@example.com');
  });
});

describe('server answers', () => {
  const validationFailed = (details: string[]) => ({ status: 400, code: 'validation_failed', message: details.join('; '), details });

  it('puts each validation message under its field, without the property name', () => {
    const sorted = sortApiErrors(validationFailed(['email: Please enter a valid e-mail address', 'message: Please write a message of at least 10 characters']), CONTACT_FIELD_MATCHERS);
    expect(sorted).toEqual({ fields: { email: 'Please enter a valid e-mail address', message: 'Please write a message of at least 10 characters' }, others: [] });
  });

  it('keeps a message about no field for the form', () => {
    expect(sortApiErrors(validationFailed(['property website should not exist']), CONTACT_FIELD_MATCHERS).others).toEqual(['property website should not exist']);
  });

  it('says when to try again after too many messages', () => {
    const tooMany = (seconds: number) => ({ status: 429, code: 'over_request_rate_limit', message: `Too many attempts. Try again in ${seconds} seconds.`, details: [] });
    expect(contactFailureMessage(tooMany(3540), 'support@keyshop.local')).toBe(
      'You have sent several messages in a short time. Please try again in about 59 minutes, or e-mail us at support@keyshop.local.',
    );
    expect(contactFailureMessage(tooMany(3600), 'support@keyshop.local')).toMatch(/try again in about an hour,/);
    expect(contactFailureMessage(tooMany(30), 'support@keyshop.local')).toMatch(/try again in a minute,/);
    expect(contactFailureMessage({ ...tooMany(1), message: 'Slow down' }, 'support@keyshop.local')).toMatch(/try again later,/);
  });

  it('passes any other failure on as the server or the network said it', () => {
    expect(contactFailureMessage({ status: 0, code: 'network_error', message: 'Could not reach the store.', details: [] }, 'x@y.z')).toBe('Could not reach the store.');
  });

  it('reads the wait from the rate limiter message', () => {
    expect(retryAfterSeconds('Too many attempts. Try again in 12 seconds.')).toBe(12);
    expect(retryAfterSeconds('Try again in 1 second')).toBe(1);
    expect(retryAfterSeconds('Try again later')).toBeNull();
  });
});
