import { describe, expect, it } from '@jest/globals';
import { emptyShippingValues, invalidShippingFields, missingShippingFields, shippingAddressBody, shippingFieldMessage } from './shipping-address';

const filled = { ...emptyShippingValues('Kenya'), shippingName: ' Amina ', shippingLine1: '1 Moi Avenue', shippingCity: 'Nairobi', shippingPostalCode: '00100' };

describe('the checkout shipping address', () => {
  it('starts in the shopper’s country when the list holds it, else the first country', () => {
    expect(emptyShippingValues('Kenya').shippingCountry).toBe('Kenya');
    expect(emptyShippingValues('Atlantis').shippingCountry).toBe('South Africa');
  });

  it('asks for every line but the second', () => {
    expect(Object.keys(missingShippingFields(emptyShippingValues('Kenya')))).toEqual(['shippingName', 'shippingLine1', 'shippingCity', 'shippingPostalCode']);
    expect(missingShippingFields(filled)).toEqual({});
  });

  it('refuses what the server would: too long, or a country off the list', () => {
    expect(invalidShippingFields({ ...filled, shippingPostalCode: '1'.repeat(21), shippingCountry: 'Atlantis' })).toEqual({
      shippingPostalCode: 'Use at most 20 characters.',
      shippingCountry: 'Choose a country from the list.',
    });
    expect(invalidShippingFields(filled)).toEqual({});
  });

  it('sends the address trimmed, without a blank second line', () => {
    expect(shippingAddressBody(filled)).toEqual({ name: 'Amina', line1: '1 Moi Avenue', city: 'Nairobi', postalCode: '00100', country: 'Kenya' });
  });

  it('puts the server’s words under the field in the form’s words', () => {
    expect(shippingFieldMessage('shippingCity', 'shippingAddress.city must be at most 80 characters')).toBe('City must be at most 80 characters');
  });
});
