import {
  assertOrderTableIsSound,
  canTransition,
  IllegalOrderTransitionError,
  INITIAL_STAGE,
  ORDER_STAGE_SPECS,
  ORDER_STAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderTransition,
  tableProblems,
  transition,
  visibleStatus,
} from './order-state.js';

const reviewed = { review_reasons: ['first order above the review limit'], review_approved_at: null };
const clean = { review_reasons: [], review_approved_at: null };

describe('order process table', () => {
  it('is sound, so the app starts', () => {
    expect(() => assertOrderTableIsSound()).not.toThrow();
  });

  it('allows the paid path and cancelling an unpaid order', () => {
    expect(transition('pending', 'paid').to).toBe('paid');
    expect(transition('paid', 'processing', clean).to).toBe('processing');
    expect(transition('processing', 'completed').to).toBe('completed');
    expect(transition('processing', 'awaiting_manual_step').to).toBe('awaiting_manual_step');
    expect(transition('awaiting_manual_step', 'completed').to).toBe('completed');
    expect(transition('pending', 'cancelled').to).toBe('cancelled');
  });

  it('allows the after-sales steps: hold, approve or cancel after review, wait for stock or refund, revive an order paid late', () => {
    expect(transition('paid', 'held_for_review', reviewed).onEnter).toEqual(['release_keys']);
    expect(transition('held_for_review', 'paid').onEnter).toContain('publish_paid');
    expect(transition('held_for_review', 'cancelled').onEnter).toEqual(['cancel']);
    expect(transition('paid', 'awaiting_stock', clean).to).toBe('awaiting_stock');
    expect(transition('awaiting_stock', 'processing').to).toBe('processing');
    expect(transition('awaiting_stock', 'cancelled').onEnter).toEqual(['cancel_refunding_order']);
    expect(transition('cancelled', 'paid').onEnter).toEqual(['stamp_paid', 'publish_paid']);
  });

  it('checks guards: an order with review reasons no admin approved is held, others are not', () => {
    expect(canTransition('paid', 'held_for_review', reviewed)).toBe(true);
    expect(canTransition('paid', 'processing', reviewed)).toBe(false);
    expect(canTransition('paid', 'awaiting_stock', reviewed)).toBe(false);
    expect(canTransition('paid', 'held_for_review', clean)).toBe(false);
    expect(canTransition('paid', 'held_for_review', { ...reviewed, review_approved_at: new Date() })).toBe(false);
    expect(() => transition('paid', 'processing', reviewed)).toThrow(IllegalOrderTransitionError);
  });

  it('refuses everything else with a named error', () => {
    expect(() => transition('completed', 'cancelled')).toThrow(IllegalOrderTransitionError);
    expect(() => transition('cancelled', 'processing')).toThrow('An order that is cancelled cannot become processing.');
    expect(() => transition('pending', 'completed')).toThrow(IllegalOrderTransitionError);
    expect(() => transition('pending', 'processing')).toThrow(IllegalOrderTransitionError);
    expect(() => transition('awaiting_manual_step', 'cancelled')).toThrow('An order that is awaiting manual step cannot become cancelled.');
  });

  it('keeps completed final, and lets a cancelled order come back only as paid', () => {
    for (const to of ORDER_STAGES) {
      expect(canTransition('completed', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(to === 'paid');
    }
  });

  it('shows each stage as one of the statuses shoppers and admins already know', () => {
    expect(ORDER_STAGES.map((stage) => [stage, visibleStatus(stage)])).toEqual([
      ['pending', 'pending'],
      ['paid', 'verified'],
      ['held_for_review', 'verified'],
      ['awaiting_release', 'processing'],
      ['awaiting_stock', 'processing'],
      ['processing', 'processing'],
      ['awaiting_manual_step', 'processing'],
      ['completed', 'completed'],
      ['cancelled', 'cancelled'],
    ]);
    for (const status of ORDER_STATUSES) expect(ORDER_STAGES.some((stage) => visibleStatus(stage) === status)).toBe(true);
  });

  describe('boot check', () => {
    const stages = [...ORDER_STAGES];
    const check = (steps: readonly OrderTransition[], specs = ORDER_STAGE_SPECS as Record<string, (typeof ORDER_STAGE_SPECS)[keyof typeof ORDER_STAGE_SPECS]>) =>
      tableProblems(stages, specs, steps, INITIAL_STAGE);

    it('finds no problem in the real table', () => {
      expect(check(ORDER_TRANSITIONS)).toEqual([]);
    });

    it('refuses a step to an unknown stage', () => {
      const broken = [...ORDER_TRANSITIONS, { from: 'paid', to: 'shipped', when: 'never', onEnter: [] } as unknown as OrderTransition];
      expect(check(broken)).toContain('the step paid → shipped names the unknown stage shipped');
    });

    it('refuses a stage no step reaches', () => {
      const broken = ORDER_TRANSITIONS.filter((step) => step.to !== 'held_for_review');
      expect(check(broken)).toContain('the stage held_for_review cannot be reached');
    });

    it('refuses a stage without an exit that is not final, and a final stage with one', () => {
      const noExit = ORDER_TRANSITIONS.filter((step) => step.from !== 'awaiting_manual_step');
      expect(check(noExit)).toContain('the stage awaiting_manual_step has no exit and is not final');
      const finalWithExit = [...ORDER_TRANSITIONS, { from: 'completed', to: 'cancelled', when: 'never', onEnter: [] } as OrderTransition];
      expect(check(finalWithExit)).toContain('the final stage completed has an exit');
    });

    it('refuses the same step declared twice', () => {
      expect(check([...ORDER_TRANSITIONS, ORDER_TRANSITIONS[0]])).toContain('the step pending → paid is declared twice');
    });
  });
});
