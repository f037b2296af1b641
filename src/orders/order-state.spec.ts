import { canTransition, IllegalOrderTransitionError, ORDER_STATUSES, transition } from './order-state.js';

describe('order state machine', () => {
  it('allows the paid path and cancelling an unpaid order', () => {
    expect(transition('pending', 'verified')).toBe('verified');
    expect(transition('verified', 'processing')).toBe('processing');
    expect(transition('processing', 'completed')).toBe('completed');
    expect(transition('verified', 'completed')).toBe('completed');
    expect(transition('pending', 'cancelled')).toBe('cancelled');
  });

  it('refuses everything else with a named error', () => {
    expect(() => transition('completed', 'cancelled')).toThrow(IllegalOrderTransitionError);
    expect(() => transition('verified', 'cancelled')).toThrow('An order that is verified cannot become cancelled.');
    expect(() => transition('pending', 'completed')).toThrow(IllegalOrderTransitionError);
  });

  it('keeps completed and cancelled final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('completed', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
  });
});
