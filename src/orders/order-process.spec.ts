import type { EntityManager } from 'typeorm';
import type { CreditLedger } from '../credits/credit-ledger.service.js';
import type { EventBus } from '../events/event-bus.js';
import type { KeyStockService } from '../keys/key-stock.service.js';
import type { ProfileVerification } from '../profiles/profile-verification.js';
import { OrderProcess } from './order-process.js';
import { IllegalOrderTransitionError } from './order-state.js';
import type { OrderRow, OrdersRepository, StageWrite } from './orders.repository.js';

const tx = {} as EntityManager;

function setup() {
  const calls: string[] = [];
  const orders = {
    writeStage: async (_tx: unknown, _id: string, write: StageWrite) =>
      void calls.push(`write ${write.stage}/${write.status} paid=${write.paid} reason=${write.cancelReason} approvedBy=${write.approvedBy}`),
    recordEvent: async (_tx: unknown, _id: string, from: string, to: string, note: string | null, actor: string | null) => void calls.push(`history ${from} → ${to} (${note}, ${actor})`),
    productIdsOf: async () => ['game-1'],
  };
  const stock = { release: async () => void calls.push('release keys') };
  const credits = {
    returnSpent: async () => (calls.push('return spent credit'), 500),
    refundStockShortage: async (_tx: unknown, _user: string, _order: string, cents: number) => void calls.push(`refund ${cents} as credit`),
  };
  const profiles = { markVerified: async () => void calls.push('verify profile') };
  const events = { publish: async (name: string, payload: unknown) => void calls.push(`publish ${name} ${JSON.stringify(payload)}`) };
  const process = new OrderProcess(
    orders as unknown as OrdersRepository,
    stock as unknown as KeyStockService,
    credits as unknown as CreditLedger,
    profiles as unknown as ProfileVerification,
    events as unknown as EventBus,
  );
  return { process, calls };
}

const order = (fields: Partial<OrderRow>): OrderRow =>
  ({ id: 'order-1', user_id: 'user-1', stage: 'pending', status: 'pending', requires_verification: false, review_approved_at: null, total_cents: 1000, credit_applied_cents: 200, ...fields }) as OrderRow;

describe('OrderProcess', () => {
  it('pays a pending order: stamps the payment, records the history line, publishes order.paid, and moves the row it was given', async () => {
    const { process, calls } = setup();
    const row = order({});
    await process.transition(tx, row, 'paid', { note: 'payment 42' });
    expect(calls).toEqual([
      'write paid/verified paid=true reason=null approvedBy=null',
      'history pending → verified (payment 42, null)',
      'publish order.paid {"orderId":"order-1"}',
    ]);
    expect(row).toMatchObject({ stage: 'paid', status: 'verified' });
  });

  it('cancels through the one hook: keys released, spent credit back, order.cancelled and keys.changed', async () => {
    const { process, calls } = setup();
    expect(await process.transition(tx, order({}), 'cancelled', { note: 'payment_timeout' })).toEqual({ creditCents: 500 });
    expect(calls).toEqual([
      'write cancelled/cancelled paid=false reason=payment_timeout approvedBy=null',
      'history pending → cancelled (payment_timeout, null)',
      'release keys',
      'publish keys.changed {"productIds":["game-1"]}',
      'return spent credit',
      'publish order.cancelled {"orderId":"order-1","productIds":["game-1"]}',
    ]);
  });

  it('refunds the whole order as credit when an order waiting for stock is cancelled', async () => {
    const { process, calls } = setup();
    const result = await process.transition(tx, order({ stage: 'awaiting_stock', status: 'processing' }), 'cancelled', { note: 'no stock', actorId: 'admin-1' });
    expect(result).toEqual({ creditCents: 1200 });
    expect(calls).toContain('refund 1200 as credit');
    expect(calls).not.toContain('return spent credit');
  });

  it('records a step inside one visible status only when the table says so (an approval), not a hold', async () => {
    const { process, calls } = setup();
    const row = order({ stage: 'paid', status: 'verified', requires_verification: true });
    await process.transition(tx, row, 'held_for_review');
    expect(calls.filter((call) => call.startsWith('history'))).toEqual([]);
    expect(calls).toContain('release keys');
    await process.transition(tx, row, 'paid', { note: 'approved after review', actorId: 'admin-1' });
    expect(calls).toContain('write paid/verified paid=false reason=null approvedBy=admin-1');
    expect(calls).toContain('history verified → verified (approved after review, admin-1)');
  });

  it('refuses a step outside the table, or one whose guard fails, and writes nothing', async () => {
    const { process, calls } = setup();
    await expect(process.transition(tx, order({ stage: 'completed', status: 'completed' }), 'cancelled')).rejects.toThrow(IllegalOrderTransitionError);
    await expect(process.transition(tx, order({ stage: 'paid', status: 'verified', requires_verification: true }), 'processing')).rejects.toThrow(IllegalOrderTransitionError);
    expect(calls).toEqual([]);
  });
});
