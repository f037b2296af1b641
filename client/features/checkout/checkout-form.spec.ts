import { emptyShippingValues } from '../delivery/shipping-address';
import { describe, expect, it } from '@jest/globals';
import type { ApiError } from '../../lib/api-error';
import {
  CHECKOUT_FAILED_MESSAGE,
  checkCheckoutForm,
  checkoutBody,
  checkoutFailureToast,
  DEFAULT_COUNTRY,
  REQUIRED_FIELDS_TOAST,
  serverFieldErrors,
  STEAM_REQUIRED_TOAST,
  type CheckoutFormValues,
} from './checkout-form';
import { DELIVERY_CONSENT_REQUIRED_MESSAGE } from '#contracts/receipts.constants';

const STEAM_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';
const ITEMS = [{ productId: '0b8f2a8e-5b0e-4d3c-9a51-3c2f5e7a9d01', quantity: 2 }];

const values = (overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({
  email: 'thandi@example.com',
  firstName: 'Thandi',
  lastName: '',
  phone: '',
  country: DEFAULT_COUNTRY,
  steamTradeUrl: '',
  isGift: false,
  giftRecipientEmail: '',
  deliveryConsent: true,
  ...emptyShippingValues(DEFAULT_COUNTRY),
  ...overrides,
});

const apiError = (overrides: Partial<ApiError>): ApiError => ({ status: 500, code: 'error', message: 'Something went wrong.', details: [], ...overrides });

describe('checkCheckoutForm', () => {
  it('lets a complete form through', () => {
    expect(checkCheckoutForm(values(), false)).toBeNull();
    expect(checkCheckoutForm(values({ steamTradeUrl: STEAM_URL }), true)).toBeNull();
    expect(checkCheckoutForm(values({ isGift: true, giftRecipientEmail: 'friend@example.com', phone: '+27 82 123 4567' }), false)).toBeNull();
  });

  it('asks for the required fields first: first name, e-mail, and a gift’s recipient', () => {
    expect(checkCheckoutForm(values({ firstName: '  ' }), true)).toEqual({ toast: REQUIRED_FIELDS_TOAST, fields: { firstName: 'Enter your first name.' } });
    expect(checkCheckoutForm(values({ email: '' }), false)?.toast).toBe(REQUIRED_FIELDS_TOAST);
    const gift = checkCheckoutForm(values({ isGift: true }), false);
    expect(gift?.toast).toBe(REQUIRED_FIELDS_TOAST);
    expect(Object.keys(gift?.fields ?? {})).toEqual(['giftRecipientEmail']);
  });

  it('wants the consent to immediate delivery last, said once beside its checkbox', () => {
    expect(checkCheckoutForm(values({ deliveryConsent: false }), false)).toEqual({ toast: null, fields: { deliveryConsent: DELIVERY_CONSENT_REQUIRED_MESSAGE } });
    expect(checkCheckoutForm(values({ firstName: '', deliveryConsent: false }), false)).toEqual({ toast: REQUIRED_FIELDS_TOAST, fields: { firstName: 'Enter your first name.' } });
    expect(checkCheckoutForm(values({ deliveryConsent: false }), true)?.toast).toBe(STEAM_REQUIRED_TOAST);
  });

  it('then wants the Steam trade URL when the cart holds a Steam item', () => {
    const problem = checkCheckoutForm(values(), true);
    expect(problem?.toast).toBe(STEAM_REQUIRED_TOAST);
    expect(STEAM_REQUIRED_TOAST).toEqual({ title: 'Steam Trade URL Required', description: 'Please provide your Steam trade URL for Steam-related items', variant: 'destructive' });
    expect(Object.keys(problem?.fields ?? {})).toEqual(['steamTradeUrl']);
  });

  it('then checks shapes as the server would', () => {
    const problem = checkCheckoutForm(values({ phone: 'call me', steamTradeUrl: 'https://example.com/trade', isGift: true, giftRecipientEmail: 'friend' }), true);
    expect(Object.keys(problem?.fields ?? {}).sort()).toEqual(['giftRecipientEmail', 'phone', 'steamTradeUrl']);
    expect(checkCheckoutForm(values({ firstName: 'x'.repeat(101) }), false)?.fields.firstName).toMatch(/100/);
  });

  it('ignores a trade URL nobody asked for, and a recipient when it is not a gift', () => {
    expect(checkCheckoutForm(values({ steamTradeUrl: 'not a url', giftRecipientEmail: 'nope' }), false)).toBeNull();
  });
});

describe('checkoutBody', () => {
  it('sends trimmed values and leaves blanks out', () => {
    expect(checkoutBody(ITEMS, values({ firstName: ' Thandi ', lastName: ' ', phone: ' +27 82 123 4567 ' }), false)).toEqual({
      items: ITEMS,
      firstName: 'Thandi',
      phone: '+27 82 123 4567',
      country: DEFAULT_COUNTRY,
      deliveryConsent: true,
    });
  });

  it('sends the trade URL only with a Steam order and the recipient only with a gift', () => {
    const form = values({ steamTradeUrl: STEAM_URL, giftRecipientEmail: 'friend@example.com' });
    expect(checkoutBody(ITEMS, form, false)).not.toHaveProperty('steamTradeUrl');
    expect(checkoutBody(ITEMS, form, false)).not.toHaveProperty('giftRecipientEmail');
    expect(checkoutBody(ITEMS, { ...form, isGift: true }, true)).toMatchObject({ steamTradeUrl: STEAM_URL, giftRecipientEmail: 'friend@example.com' });
  });

  it('asks for store credit only when the shopper spends it', () => {
    expect(checkoutBody(ITEMS, values({ firstName: 'Thandi' }), false)).not.toHaveProperty('useCredit');
    expect(checkoutBody(ITEMS, values({ firstName: 'Thandi' }), false, false)).not.toHaveProperty('useCredit');
    expect(checkoutBody(ITEMS, values({ firstName: 'Thandi' }), false, true)).toMatchObject({ useCredit: true });
  });
});

describe('checkoutFailureToast', () => {
  it('adds the server’s words when they name the problem', () => {
    const stock = checkoutFailureToast(apiError({ status: 409, code: 'insufficient_stock', message: 'Not enough stock for Hades: 2 left.' }));
    expect(stock).toEqual({ title: 'Error', description: `${CHECKOUT_FAILED_MESSAGE}\nNot enough stock for Hades: 2 left.`, variant: 'destructive' });
    const invalid = checkoutFailureToast(apiError({ status: 400, code: 'validation_failed', message: 'Validation failed', details: ['phone must be a phone number'] }));
    expect(invalid.description).toBe(`${CHECKOUT_FAILED_MESSAGE}\nphone must be a phone number`);
    expect(checkoutFailureToast(apiError({ status: 401, code: 'unauthorized' })).description).toMatch(/sign in again/);
  });

  it('tells the limits a checkout ran into, with what to do about them', () => {
    const held = 'You can reserve at most 20 keys at a time while orders await payment. Your orders awaiting payment already hold 18. Pay for an open order, or wait until it is cancelled (an unpaid order is cancelled after 15 minutes), then try again.';
    expect(checkoutFailureToast(apiError({ status: 409, code: 'unpaid_keys_limit', message: held })).description).toBe(`${CHECKOUT_FAILED_MESSAGE}\n${held}`);
    for (const code of ['quantity_limit', 'unpaid_keys_limit_address', 'too_many_checkouts', 'too_many_failed_payments']) {
      expect(checkoutFailureToast(apiError({ status: 409, code, message: 'The limit, in words.' })).description).toBe(`${CHECKOUT_FAILED_MESSAGE}\nThe limit, in words.`);
    }
  });

  it('keeps to the usual words for failures on the store’s side', () => {
    expect(checkoutFailureToast(apiError({})).description).toBe(CHECKOUT_FAILED_MESSAGE);
    expect(checkoutFailureToast(apiError({ status: 503, code: 'unavailable', message: 'The service is unavailable' })).description).toBe(CHECKOUT_FAILED_MESSAGE);
  });
});

describe('serverFieldErrors', () => {
  it('puts the server’s refusals under their fields, in the form’s words', () => {
    const error = apiError({
      status: 400,
      code: 'validation_failed',
      details: ['steamTradeUrl must be a Steam trade offer link', 'phone must be a phone number', 'giftRecipientEmail must be an e-mail address', 'items must hold at least one product'],
    });
    expect(serverFieldErrors(error)).toEqual({
      steamTradeUrl: 'Steam trade URL must be a Steam trade offer link',
      phone: 'Phone must be a phone number',
      giftRecipientEmail: 'Recipient e-mail must be an e-mail address',
    });
    expect(serverFieldErrors(apiError({ status: 422, code: 'steam_trade_url_required', message: 'Steam Trade URL Required: …' }))).toHaveProperty('steamTradeUrl');
    expect(serverFieldErrors(apiError({ status: 409, code: 'insufficient_stock' }))).toEqual({});
  });
});
