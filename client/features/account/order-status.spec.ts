import { describe, expect, it } from '@jest/globals';
import { orderStatusLabel, orderStatusTone } from './order-status';

describe('order status badge', () => {
  it('has a colour for each known status and grey for others', () => {
    expect(orderStatusTone('pending')).toBe('yellow');
    expect(orderStatusTone('verified')).toBe('blue');
    expect(orderStatusTone('processing')).toBe('purple');
    expect(orderStatusTone('completed')).toBe('green');
    expect(orderStatusTone('cancelled')).toBe('red');
    expect(orderStatusTone('Completed')).toBe('green');
    expect(orderStatusTone('refunded')).toBe('grey');
  });

  it('capitalises the first letter of the label', () => {
    expect(orderStatusLabel('pending')).toBe('Pending');
    expect(orderStatusLabel('on_hold')).toBe('On_hold');
    expect(orderStatusLabel('')).toBe('Unknown');
  });
});
