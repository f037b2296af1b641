import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

describe('seller identity configuration', () => {
  it('has demo defaults that say so, with the support address', () => {
    expect(loadConfig({}).seller).toEqual({
      name: 'Keyshop (Pty) Ltd (demo)',
      address: '1 Demo Street, Cape Town, 8001, South Africa (demo address)',
      registrationNumber: '0000/000000/07 (demo)',
      vatNumber: '4000000000 (demo)',
      supportEmail: 'support@keyshop.local',
    });
  });

  it('reads each value', () => {
    const config = loadConfig({ SELLER_NAME: 'Acme Games Ltd', SELLER_ADDRESS: '2 Main Road, Durban', SELLER_REGISTRATION_NUMBER: '2020/123456/07', SELLER_VAT_NUMBER: '4123456789', SUPPORT_EMAIL: 'Help@Acme.example' });
    expect(config.seller).toEqual({ name: 'Acme Games Ltd', address: '2 Main Road, Durban', registrationNumber: '2020/123456/07', vatNumber: '4123456789', supportEmail: 'help@acme.example' });
  });

  it.each([
    ['SELLER_NAME', 'Acme\nEvil Corp', 'SELLER_NAME must be one line of 1 to 120 characters, without line breaks'],
    ['SELLER_ADDRESS', 'Line one\r\nLine two', 'SELLER_ADDRESS must be one line of 1 to 200 characters, without line breaks'],
    ['SELLER_REGISTRATION_NUMBER', '   ', 'SELLER_REGISTRATION_NUMBER must be one line of 1 to 60 characters, without line breaks'],
    ['SELLER_VAT_NUMBER', '4'.repeat(61), 'SELLER_VAT_NUMBER must be one line of 1 to 60 characters, without line breaks'],
    ['SELLER_NAME', 'Acme\u2028Ltd', 'SELLER_NAME must be one line of 1 to 120 characters, without line breaks'],
  ])('refuses to start when %s is %j', (name, value, message) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment({ [name]: value })).toThrow(message);
  });
});
