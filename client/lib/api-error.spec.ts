import { describe, expect, it } from '@jest/globals';
import { sortApiErrors, toApiError, type FieldMatcher } from './api-error';

describe('toApiError', () => {
  it('reads the common error body', () => {
    expect(toApiError(400, { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })).toEqual({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
      details: [],
    });
    expect(toApiError(422, { code: 'weak_password', message: 'Password should be at least 8 characters.', details: ['length'] }).details).toEqual(['length']);
  });

  it('takes the message from the other fields services use', () => {
    expect(toApiError(400, { msg: 'From msg' }).message).toBe('From msg');
    expect(toApiError(400, { error_description: 'From description' }).message).toBe('From description');
    expect(toApiError(400, { error: 'From error' }).message).toBe('From error');
  });

  it('says the service is unavailable for 502, 503 and 504 without a message', () => {
    for (const status of [502, 503, 504]) {
      const error = toApiError(status, null);
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(/unavailable/);
    }
    expect(toApiError(503, { code: 'catalog_provider_not_configured', message: 'Not configured' }).message).toBe('Not configured');
  });

  it('has a message for any other failure', () => {
    expect(toApiError(500, 'not json').message).toBe('Something went wrong. Please try again.');
  });
});

describe('sortApiErrors', () => {
  type Field = 'phoneNumber' | 'steamTradeUrl';
  const matchers: FieldMatcher<Field>[] = [
    { field: 'steamTradeUrl', pattern: /steam/i, property: 'steamTradeUrl', label: 'Steam Trade URL' },
    { field: 'phoneNumber', pattern: /phone/i, property: 'phoneNumber', label: 'Phone number' },
  ];
  const steamMessage = 'steamTradeUrl must be a Steam trade offer link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)';

  it('puts validation messages under their fields, in people’s words', () => {
    const sorted = sortApiErrors(toApiError(400, { code: 'validation_failed', message: steamMessage }), matchers);
    expect(sorted.fields).toEqual({ steamTradeUrl: 'Steam Trade URL must be a Steam trade offer link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)' });
    expect(sorted.others).toEqual([]);
  });

  it('reads each message of a multiple answer from its details', () => {
    const body = { code: 'validation_failed', message: `phoneNumber must be shorter; ${steamMessage}; something else`, details: ['phoneNumber must be shorter', steamMessage, 'something else'] };
    const sorted = sortApiErrors(toApiError(400, body), matchers);
    expect(sorted.fields.phoneNumber).toBe('Phone number must be shorter');
    expect(sorted.fields.steamTradeUrl).toMatch(/^Steam Trade URL must be/);
    expect(sorted.others).toEqual(['something else']);
  });

  it('drops the property name before a message that is a sentence of its own', () => {
    const body = { code: 'validation_failed', details: ['ageConfirmed: You must be at least 18 years old to create an account'] };
    const sorted = sortApiErrors(toApiError(400, body), [{ field: 'ageConfirmed', pattern: /18 years/, property: 'ageConfirmed' }]);
    expect(sorted.fields).toEqual({ ageConfirmed: 'You must be at least 18 years old to create an account' });
  });

  it('leaves other errors to the whole form', () => {
    const sorted = sortApiErrors(toApiError(401, { code: 'not_authenticated', message: 'Not authenticated' }), matchers);
    expect(sorted).toEqual({ fields: {}, others: ['Not authenticated'] });
  });
});
