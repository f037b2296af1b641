import { isCommonValue, orderSignals, sessionSignals, signalDigest } from './account-signals.js';

describe('account signals', () => {
  const contact = { firstName: 'Thandi', lastName: 'Mokoena', phone: null, shippingAddress: null };

  it('compares names whatever their case, accents or spacing', () => {
    const [a] = orderSignals({ ...contact, firstName: '  THANDI ', lastName: 'mokoena ' });
    const [b] = orderSignals({ ...contact, firstName: 'Thándi', lastName: 'Mokoena' });
    expect(a).toEqual({ kind: 'name', value: 'thandi mokoena', label: 'thandi mokoena' });
    expect(signalDigest(a)).toEqual(signalDigest(b));
  });

  it('ignores blank and too short names and phone numbers', () => {
    expect(orderSignals({ firstName: '  ', lastName: null, phone: '  ', shippingAddress: null })).toEqual([]);
    expect(orderSignals({ firstName: 'Al', lastName: null, phone: '12345', shippingAddress: null })).toEqual([]);
  });

  it('compares phone numbers without their country or trunk prefix', () => {
    const local = orderSignals({ ...contact, phone: '082 123 4567' }).find((signal) => signal.kind === 'phone');
    const international = orderSignals({ ...contact, phone: '+27 (82) 123-4567' }).find((signal) => signal.kind === 'phone');
    expect(local?.value).toBe('821234567');
    expect(international?.value).toBe(local?.value);
  });

  it('takes the shipping address of physical orders, folded', () => {
    const address = { line1: '12 Long Street', line2: '', city: 'Cape Town', postalCode: '8001', country: 'South Africa' };
    const signals = orderSignals({ ...contact, shippingAddress: { ...address, line2: null } });
    expect(signals.find((signal) => signal.kind === 'address')?.value).toBe('12 long street, cape town, 8001, south africa');
    expect(orderSignals({ ...contact, shippingAddress: { ...address, line1: ' ' } }).some((signal) => signal.kind === 'address')).toBe(false);
  });

  it('takes a sign-in IP, and its browser on that IP as the device', () => {
    expect(sessionSignals(null, 'Mozilla/5.0', 'Chrome on Windows')).toEqual([]);
    expect(sessionSignals('::ffff:10.0.0.7', null, 'Unknown device')).toEqual([{ kind: 'ip', value: '10.0.0.7', label: '10.0.0.7' }]);
    expect(sessionSignals('10.0.0.7', 'Mozilla/5.0  (X11)', 'Firefox on Linux')[1]).toEqual({ kind: 'device', value: 'mozilla/5.0 (x11) @ 10.0.0.7', label: 'Firefox on Linux at 10.0.0.7' });
  });

  it('calls a value common once more accounts than the limit hold it', () => {
    expect(isCommonValue(4, 5)).toBe(false);
    expect(isCommonValue(5, 5)).toBe(true);
  });
});
