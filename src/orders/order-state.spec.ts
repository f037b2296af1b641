import { canTransition, IllegalOrderTransitionError, ORDER_STATUSES, transition } from './order-state.js';

describe('order state machine', () => {
  it('allows the paid path and cancelling an unpaid order', () => {
    expect(transition('pending', 'verified')).toBe('verified');
    expect(transition('verified', 'processing')).toBe('processing');
    expect(transition('processing', 'completed')).toBe('completed');
    expect(transition('verified', 'completed')).toBe('completed');
    expect(transition('pending', 'cancelled')).toBe('cancelled');
  });

  it('allows the after-sales steps: cancel a held or waiting order, revive an expired one that is paid late', () => {
    expect(transition('verified', 'cancelled')).toBe('cancelled');
    expect(transition('processing', 'cancelled')).toBe('cancelled');
    expect(transition('cancelled', 'verified')).toBe('verified');
  });

  it('refuses everything else with a named error', () => {
    expect(() => transition('completed', 'cancelled')).toThrow(IllegalOrderTransitionError);
    expect(() => transition('cancelled', 'processing')).toThrow('An order that is cancelled cannot become processing.');
    expect(() => transition('pending', 'completed')).toThrow(IllegalOrderTransitionError);
    expect(() => transition('pending', 'processing')).toThrow(IllegalOrderTransitionError);
  });

  it('keeps completed final, and lets a cancelled order come back only as paid', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('completed', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(to === 'verified');
    }
  });
});
