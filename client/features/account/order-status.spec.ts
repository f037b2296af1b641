import { describe, expect, it } from '@jest/globals';
import * as states from './order-status';
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

describe("an order's state in the admin's list", () => {
  it('names the stages that wait for an admin, and shows the status otherwise', () => {
    const { adminOrderStateLabel, adminOrderStateTone, orderListFilterLabel } = states;
    expect(adminOrderStateLabel({ status: 'verified', stage: 'held_for_review' })).toBe('Held for review');
    expect(adminOrderStateLabel({ status: 'processing', stage: 'awaiting_stock' })).toBe('Awaiting stock');
    expect(adminOrderStateLabel({ status: 'processing', stage: 'awaiting_manual_step' })).toBe('Waiting for a manual step');
    expect(adminOrderStateLabel({ status: 'verified', stage: 'paid' })).toBe('Verified');
    expect(adminOrderStateTone({ status: 'verified', stage: 'held_for_review' })).toBe('yellow');
    expect(adminOrderStateTone({ status: 'completed', stage: 'completed' })).toBe('green');
    expect(orderListFilterLabel('awaiting_stock')).toBe('Awaiting stock');
    expect(orderListFilterLabel('cancelled')).toBe('Cancelled');
  });
});
