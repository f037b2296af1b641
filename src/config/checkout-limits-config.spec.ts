import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

describe('checkout limits configuration', () => {
  it('has defaults: a 15-minute payment window, 10 keys of a product per order, 20 unpaid keys per account and 40 per address', () => {
    const config = loadConfig({});
    expect(config.orderPaymentTimeoutMinutes).toBe(15);
    expect(config.reservations).toEqual({ maxQuantityPerProduct: 10, unpaidKeysPerAccount: 20, unpaidKeysPerIp: 40 });
    expect(config.fraud).toMatchObject({ checkoutsPerAccountPerHour: 10, checkoutsPerIpPerHour: 30, reviewOrdersPerNamePerDay: 10, failedPaymentsPerDay: 5 });
  });

  it('reads each limit and refuses values below 1 or past the input ceiling', () => {
    const config = loadConfig({ ORDER_PAYMENT_TIMEOUT: '30', MAX_QUANTITY_PER_PRODUCT: '5', UNPAID_KEYS_LIMIT_PER_ACCOUNT: '8', UNPAID_KEYS_LIMIT_PER_IP: '16', FRAUD_REVIEW_ORDERS_PER_NAME: '3' });
    expect(config.orderPaymentTimeoutMinutes).toBe(30);
    expect(config.reservations).toEqual({ maxQuantityPerProduct: 5, unpaidKeysPerAccount: 8, unpaidKeysPerIp: 16 });
    expect(config.fraud.reviewOrdersPerNamePerDay).toBe(3);
    for (const name of ['MAX_QUANTITY_PER_PRODUCT', 'UNPAID_KEYS_LIMIT_PER_ACCOUNT', 'UNPAID_KEYS_LIMIT_PER_IP', 'FRAUD_REVIEW_ORDERS_PER_NAME']) {
      expect(() => parseEnvironment({ [name]: '0' })).toThrow(InvalidEnvironmentError);
    }
    expect(() => parseEnvironment({ MAX_QUANTITY_PER_PRODUCT: '1001' })).toThrow(InvalidEnvironmentError);
  });
});
