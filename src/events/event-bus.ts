import { Injectable, Logger } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import type { DomainEvent, DomainEventName, DomainEvents } from './domain-events.js';

type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => Promise<void> | void;

/**
 * The in-process bus of domain events. Publishers never call the work that follows a change
 * (refresh a cache, queue a job, send a mail): subscribers register for the event instead.
 *
 * An event published inside a transaction waits in that transaction's buffer and is delivered only
 * once the transaction has committed (see `Transactions.run`); a rolled-back transaction's events are
 * dropped. Delivery is awaited, in subscription order, so the caller answers after the follow-up ran.
 * A subscriber's failure is logged and never undoes or fails the change that is already committed:
 * the sweeps catch up on what a failed subscriber missed.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger(EventBus.name);
  private readonly handlers = new Map<DomainEventName, Handler<never>[]>();
  private readonly pending = new WeakMap<Queryable, DomainEvent[]>();

  on<K extends DomainEventName>(name: K, handler: Handler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
  }

  /**
   * Publishes after `tx` commits, or at once when no transaction is given. `tx` must come from
   * `Transactions.run`, which delivers its buffer after COMMIT.
   */
  async publish<K extends DomainEventName>(name: K, payload: DomainEvents[K], tx?: Queryable): Promise<void> {
    const event = { name, payload } as DomainEvent;
    if (!tx) return this.deliver([event]);
    const buffer = this.pending.get(tx);
    if (!buffer) throw new Error(`Event ${name} published in a transaction not opened by Transactions.run: it would never be delivered`);
    buffer.push(event);
  }

  /** Opens a buffer for a transaction that is starting; `Transactions.run` owns it. */
  open(tx: Queryable): DomainEvent[] {
    const buffer: DomainEvent[] = [];
    this.pending.set(tx, buffer);
    return buffer;
  }

  async deliver(events: DomainEvent[]): Promise<void> {
    for (const event of events) {
      for (const handler of this.handlers.get(event.name) ?? []) {
        try {
          await (handler as Handler<typeof event.name>)(event.payload as never);
        } catch (error) {
          this.logger.error(`A subscriber of ${event.name} failed: ${(error as Error).message}`);
        }
      }
    }
  }
}
